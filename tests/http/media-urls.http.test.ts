/**
 * Image addresses a creator writes (image nodes, thumbnails) and the image route that
 * serves them: only our assets and inline png/jpeg/webp/gif are stored, and the route
 * answers only those types, sandboxed, never a redirect to an address a creator chose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CanvasInput } from '../../engine/canvas'
import { solidPng } from '../../platform/assets/testing'
import { minimalCanvas } from '../../platform/stories/demo-stories'
import { createDraft, type StoriesWorld, startStoriesWorld } from '../support/stories-world'
import { MEDIA_URL_ALLOWED, MEDIA_URL_ATTACKS } from './tables/media-attacks'

let world: StoriesWorld
const PNG = solidPng(8, 8, [20, 120, 200])
const PNG_URL = `data:image/png;base64,${PNG.toString('base64')}`
const THUMBNAIL = PNG_URL

beforeAll(async () => {
  world = await startStoriesWorld()
}, 120_000)
afterAll(async () => {
  await world?.server.close()
})

/** The minimal story with a free picture at `url`. */
function canvasWithImage(url: string): CanvasInput {
  const canvas = minimalCanvas()
  return {
    ...canvas,
    nodes: [
      ...(canvas.nodes ?? []),
      { id: 'picture', type: 'image', data: { title: 'Picture', url, tags: ['room'] } },
    ],
  }
}

const saveCanvas = (contentOid: string, canvas: CanvasInput, version: number) =>
  world.server.api('/story-chat/chat-canvas', {
    token: world.creatorA.token,
    body: { contentOid, canvas, version },
  })

const storedCanvas = async (contentOid: string) =>
  (
    await world.server.api('/story-chat/chat-canvas', {
      token: world.creatorA.token,
      query: { contentOid },
    })
  ).json

describe('saving image addresses', () => {
  let refusedDraft: string | undefined
  it.each(MEDIA_URL_ATTACKS.map((attack) => [attack.name, attack.url] as const))(
    'refuses %s on an image node with its path, storing nothing',
    async (_name, url) => {
      // Nothing is stored on a refusal, so one draft serves every row.
      refusedDraft ??= await createDraft(world, world.creatorA, { title: 'Refused' })
      const contentOid = refusedDraft
      const before = await storedCanvas(contentOid)
      const refused = await saveCanvas(contentOid, canvasWithImage(url), before.version)
      expect(refused.status, refused.text).toBe(400)
      expect(refused.json.code).toBe('MEDIA_URL_NOT_ALLOWED')
      expect(refused.json.error).toContain('nodes[3].data.url')
      expect(refused.json.details).toEqual([
        expect.objectContaining({ path: 'nodes[3].data.url', nodeId: 'picture', field: 'url' }),
      ])
      expect(await storedCanvas(contentOid)).toEqual(before)
    },
  )

  it.each(MEDIA_URL_ALLOWED.map((allowed) => [allowed.name, allowed.url] as const))(
    'keeps %s on an image node and as a thumbnail',
    async (_name, url) => {
      const contentOid = await createDraft(world, world.creatorA, { title: 'Kept', thumbnail: url })
      const saved = await saveCanvas(contentOid, canvasWithImage(url), 0)
      expect(saved.status, saved.text).toBe(200)
      expect((await storedCanvas(contentOid)).canvas.nodes[3].data.url).toBe(url)
    },
  )

  // Text fields are trimmed before they are checked: what is stored is exactly what passed.
  const unpadded = MEDIA_URL_ATTACKS.filter((attack) => attack.url.trim() === attack.url)
  it.each(unpadded.map((attack) => [attack.name, attack.url] as const))(
    'refuses %s as a thumbnail on create and on save',
    async (_name, thumbnail) => {
      const created = await world.server.api('/story-chat/chat-content', {
        token: world.creatorA.token,
        body: { requestType: 'create', metadata: { title: 'Thumb', thumbnail } },
      })
      expect(created.status, created.text).toBe(400)
      expect(created.json.code).toBe('MEDIA_URL_NOT_ALLOWED')
      expect(created.json.error).toContain('thumbnail')

      const contentOid = await createDraft(world, world.creatorA, {
        title: 'Thumb',
        thumbnail: THUMBNAIL,
      })
      const saved = await world.server.api('/story-chat/chat-content', {
        token: world.creatorA.token,
        body: { requestType: 'save', contentOid, metadata: { thumbnail }, metadataVersion: 0 },
      })
      expect(saved.status, saved.text).toBe(400)
      expect(saved.json.code).toBe('MEDIA_URL_NOT_ALLOWED')
      const content = await world.server.api('/story-chat/chat-content', {
        token: world.creatorA.token,
        query: { contentOid },
      })
      expect(content.json.metadata.thumbnail).toBe(THUMBNAIL)
    },
  )
})

describe('the image route', () => {
  /** Publishes the minimal story with a free picture and returns the signed link to it. */
  async function publishedPicture(url: string, tamper?: string) {
    // Another writer than the save tests', so neither meets the per-minute creation limit.
    const contentOid = await createDraft(world, world.creatorB, {
      title: 'Pictures',
      thumbnail: THUMBNAIL,
      briefIntro: 'Short.',
    })
    const saved = await world.server.api('/story-chat/chat-canvas', {
      token: world.creatorB.token,
      body: { contentOid, canvas: canvasWithImage(url), version: 0 },
    })
    expect(saved.status, saved.text).toBe(200)
    const published = await world.server.api('/story-chat/chat-content', {
      token: world.creatorB.token,
      body: { requestType: 'upload', contentOid },
    })
    expect(published.status, published.text).toBe(200)
    const db = world.server.context.database.db
    if (tamper !== undefined) {
      // A story stored before addresses were checked: its compiled picture points elsewhere.
      const row = await db
        .selectFrom('story_compiled_versions')
        .select(['id', 'compiled'])
        .where('content_oid', '=', contentOid)
        .executeTakeFirstOrThrow()
      const compiled = row.compiled as { images: { url: string }[] }
      for (const image of compiled.images) image.url = tamper
      await db
        .updateTable('story_compiled_versions')
        .set({ compiled: JSON.stringify(compiled) })
        .where('id', '=', row.id)
        .execute()
    }
    const compiled = (await world.server.context.stories.service.getPublishedStory(contentOid))
      .compiled
    const imageHash = compiled.images[0]!.hash
    const signed = await world.server.api('/story-chat/image/signed-url', {
      token: world.reader.token,
      query: { contentOid, imageHash },
    })
    expect(signed.status, signed.text).toBe(200)
    return `${world.server.url}${signed.json.url}`
  }

  it('serves an inline PNG as image/png, nosniff and sandboxed', async () => {
    const response = await fetch(await publishedPicture(PNG_URL))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('serves an uploaded asset by its bytes, not by a redirect', async () => {
    const uploaded = await world.server.api('/story-chat/asset', {
      token: world.creatorA.token,
      query: { purpose: 'image' },
      rawBody: { bytes: PNG, contentType: 'image/png' },
    })
    expect(uploaded.status, uploaded.text).toBe(201)
    const response = await fetch(await publishedPicture(uploaded.json.url), { redirect: 'manual' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it.each(
    [
      ...MEDIA_URL_ATTACKS,
      {
        name: 'an HTML page declared as a PNG',
        url: `data:image/png;base64,${btoa('<script>x</script>')}`,
      },
      { name: 'a missing asset', url: `/api/story-chat/asset/${'ee'.repeat(32)}` },
    ].map((row) => [row.name, row.url] as const),
  )('answers 404 for a stored picture at %s, never a redirect', async (_name, tamper) => {
    const response = await fetch(await publishedPicture(PNG_URL, tamper), { redirect: 'manual' })
    expect(response.status).toBe(404)
    expect(response.headers.get('location')).toBeNull()
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.text()).not.toContain('<script>')
  })
})
