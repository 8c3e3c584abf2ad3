/**
 * `/live/admin` over HTTP: admins only; options read as defaults until set, POST replaces,
 * PUT merges, DELETE restores the defaults; unknown options refused and nothing changed;
 * `/live/admin/hashtags` replaces the creator's live hashtags; another creator's options
 * stay apart.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { LIVE_ADMIN_DEFAULTS } from '../../platform/live/admin'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('live admin options', (engine) => {
  let world: MatrixWorld
  let streamer: SignedIn
  let other: SignedIn
  let admin: string

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine }))
    admin = world.users.admin.token
    streamer = await signUp(world.server)
    other = await signUp(world.server)
    for (const user of [streamer, other]) {
      await grantRoles(world.server, admin, user.oid, ['creator', 'livestreamer'])
    }
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const get = (creatorOid: string, token = admin) =>
    world.server.api('/live/admin', { token, query: { creatorOid } })
  const send = (method: string, body: Record<string, unknown>, token = admin) =>
    world.server.api('/live/admin', { method, token, body })

  it('refuses everyone but admins, whatever checkAdmin says', async () => {
    for (const token of [streamer.token, other.token]) {
      expect((await get(streamer.oid, token)).status).toBe(403)
      const write = await send(
        'POST',
        { creatorOid: streamer.oid, options: { featured: true }, checkAdmin: true },
        token,
      )
      expect(write.status).toBe(403)
    }
    expect((await get(streamer.oid, '')).status).toBe(401)
    expect((await get(streamer.oid)).json).toMatchObject({
      isSet: false,
      options: LIVE_ADMIN_DEFAULTS,
    })
  })

  it('replaces with POST, merges with PUT, restores defaults with DELETE', async () => {
    const posted = await send('POST', {
      creatorOid: streamer.oid,
      options: { featured: true, note: 'x' },
    })
    expect(posted.status, posted.text).toBe(200)
    expect(posted.json).toMatchObject({
      isSet: true,
      options: { listOnHomepage: true, featured: true, allowAbove1080p: false, note: 'x' },
    })
    const put = await send('PUT', { creatorOid: streamer.oid, options: { listOnHomepage: false } })
    expect(put.json.options).toMatchObject({ listOnHomepage: false, featured: true, note: 'x' })
    const replaced = await send('POST', {
      creatorOid: streamer.oid,
      options: { allowAbove1080p: true },
    })
    expect(replaced.json.options).toEqual({ ...LIVE_ADMIN_DEFAULTS, allowAbove1080p: true })
    // Another creator's options are untouched.
    expect((await get(other.oid)).json.isSet).toBe(false)

    const bad = await send('PUT', { creatorOid: streamer.oid, options: { featured: 'yes' } })
    expect(bad.status).toBe(400)
    const unknown = await send('PUT', { creatorOid: streamer.oid, options: { coins: 5 } })
    expect(unknown.status).toBe(400)
    expect((await get(streamer.oid)).json.options).toEqual({
      ...LIVE_ADMIN_DEFAULTS,
      allowAbove1080p: true,
    })

    const removed = await send('DELETE', { creatorOid: streamer.oid })
    expect(removed.json).toMatchObject({
      deleted: true,
      isSet: false,
      options: LIVE_ADMIN_DEFAULTS,
    })
    expect((await send('DELETE', { creatorOid: streamer.oid })).json.deleted).toBe(false)
  })

  it('answers 404 for someone who does not stream and creatorOid is required otherwise', async () => {
    const plain = world.users.userA.oid
    expect((await get(plain)).json.code).toBe('LIVE_NOT_FOUND')
    const post = await send('POST', { creatorOid: plain, options: {} })
    expect(post.status).toBe(404)
    const bad = await get('nope')
    expect(bad.status).toBe(400)
    expect(bad.json.error).toBe('creatorOid is required')
  })

  it("replaces a creator's live hashtags, admins only", async () => {
    const path = '/live/admin/hashtags'
    const refused = await world.server.api(path, {
      method: 'PUT',
      token: streamer.token,
      body: { creatorOid: streamer.oid, hashtags: ['mine'] },
    })
    expect(refused.status).toBe(403)
    const set = await world.server.api(path, {
      method: 'PUT',
      token: admin,
      body: { creatorOid: streamer.oid, hashtags: ['#art', 'art', 'map'] },
    })
    expect(set.status, set.text).toBe(200)
    expect(set.json).toEqual({ creatorOid: streamer.oid, hashtags: ['art', 'map'] })
    const row = await world.server.context.database.db
      .selectFrom('live_channels')
      .select('tags')
      .where('creator_oid', '=', streamer.oid)
      .executeTakeFirstOrThrow()
    expect(row.tags).toEqual(['art', 'map'])
    const tooMany = await world.server.api(path, {
      method: 'PUT',
      token: admin,
      body: { creatorOid: streamer.oid, hashtags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.json.error).toBe('At most 10 hashtags.')
  })
})
