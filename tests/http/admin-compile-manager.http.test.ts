/**
 * The admin's compile manager over HTTP: stories listed newest first with the version players
 * get and the latest compiled version's hash and engine; searched by title; an older engine's
 * version flagged stale (and found with `stale=true`); admins only.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ENGINE_VERSION } from '../../engine/compile/version'
import { publishDemo, type StoriesWorld, startStoriesWorld } from '../support/stories-world'

let world: StoriesWorld
let story: { contentOid: string; hash: string }
let older: { contentOid: string; hash: string }

beforeAll(async () => {
  world = await startStoriesWorld()
  story = await publishDemo(world, world.creatorA, { title: 'Compile manager lighthouse' })
  older = await publishDemo(world, world.creatorB, { title: 'Compile manager harbour' })
  // A version an older engine compiled: what the manager flags.
  await world.server.context.database.db
    .updateTable('story_compiled_versions')
    .set({ engine_version: '0.9.0' })
    .where('content_oid', '=', older.contentOid)
    .execute()
}, 120_000)
afterAll(async () => {
  await world?.server.close()
})

const list = (query: Record<string, string>, token = world.admin.token) =>
  world.server.api('/story-chat/admin/compiled-stories', { token, query })

it('lists stories with their latest compiled version, newest first', async () => {
  const response = await list({ q: 'compile manager' })
  expect(response.status, response.text).toBe(200)
  expect(response.json.engineVersion).toBe(ENGINE_VERSION)
  expect(response.json.stories).toEqual([
    expect.objectContaining({
      contentOid: older.contentOid,
      publishedVersion: 1,
      latest: expect.objectContaining({ version: 1, engineVersion: '0.9.0' }),
      stale: true,
    }),
    expect.objectContaining({
      contentOid: story.contentOid,
      title: 'Compile manager lighthouse',
      creatorOid: world.creatorA.oid,
      publishedVersion: 1,
      latest: expect.objectContaining({
        version: 1,
        hash: story.hash,
        engineVersion: ENGINE_VERSION,
      }),
      stale: false,
    }),
  ])
  const stale = await list({ q: 'compile manager', stale: 'true' })
  expect(stale.json.stories.map((row: { contentOid: string }) => row.contentOid)).toEqual([
    older.contentOid,
  ])
  const after = await list({ q: 'compile manager', before: older.contentOid })
  expect(after.json.stories.map((row: { contentOid: string }) => row.contentOid)).toEqual([
    story.contentOid,
  ])
})

it('is for admins only', async () => {
  for (const token of [world.creatorA.token, world.reader.token])
    expect((await list({}, token)).status).toBe(403)
  const bad = await list({ before: 'nope' })
  expect(bad.status).toBe(400)
})
