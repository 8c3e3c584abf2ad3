/**
 * The monthly broadcast allowance, the home page's live list, the play answer's quality
 * rule, custom thumbnail uploads, `GET /live/user` and live analytics, over HTTP with an
 * injected clock: 100 hours streamed in March refuse the next March publish (nginx's form
 * and JSON alike) and April's is let through; hidden streams leave the home list, featured
 * ones lead it; signed-out viewers get 720p, signed-in 1080p, above only where allowed;
 * thumbnails above 3MB, not images, or above 2000×2000 are refused and nothing is kept.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { jpegHeader, solidPng } from '../../platform/assets/testing'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('live allowance, home list, quality, thumbnails, user, analytics', (engine) => {
  let world: MatrixWorld
  let now = new Date('2026-03-02T03:00:00Z')
  let streamer: SignedIn
  let hidden: SignedIn
  let featured: SignedIn
  let viewer: SignedIn
  let plain: SignedIn
  const keys = new Map<string, string>()
  const hours = (count: number) => count * 3_600_000

  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer({ engine, clock: { now: () => now } }))
    streamer = await signUp(world.server)
    hidden = await signUp(world.server)
    featured = await signUp(world.server)
    viewer = await signUp(world.server)
    plain = await signUp(world.server)
    for (const user of [streamer, hidden, featured, plain]) {
      await grantRoles(world.server, world.users.admin.token, user.oid, ['creator', 'livestreamer'])
      const key = await world.server.api('/live/key2', { token: user.token })
      keys.set(user.oid, key.json.key)
    }
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  const studio = (user: SignedIn, tags: string[]) =>
    world.server.api('/live/studio', {
      token: user.token,
      body: {
        creatorOid: user.oid,
        info: {
          title: `Live of ${user.oid.slice(-4)}`,
          thumbnail: 'https://cdn.example.com/t.png',
          date: '2026-03-02T03:00:00.000Z',
          tags,
        },
      },
    })
  const publish = (user: SignedIn, call: 'publish' | 'publish_done') =>
    world.server.api('/live/keyverification', {
      body: { creatorOid: user.oid, key: keys.get(user.oid), call },
    })
  const nginxPublish = async (user: SignedIn) => {
    const response = await fetch(`${world.server.url}/api/live/keyverification`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: user.oid,
        key: keys.get(user.oid) as string,
        call: 'publish',
      }).toString(),
    })
    return { status: response.status, json: await response.json() }
  }
  const allowance = (user: SignedIn, token = user.token) =>
    world.server.api('/live/allowance', { token, query: { creatorOid: user.oid } })
  const state = async (creatorOid: string) =>
    (await world.server.api('/live/stream', { query: { creatorOid } })).json.stream.state

  it('counts stream time per calendar month and refuses a publish once it is used', async () => {
    expect((await studio(streamer, ['art'])).status).toBe(200)
    const fresh = await allowance(streamer)
    expect(fresh.status, fresh.text).toBe(200)
    expect(fresh.json).toMatchObject({
      allowanceSeconds: 360_000,
      usedSeconds: 0,
      remainingSeconds: 360_000,
      periodStart: '2026-03-01T00:00:00.000Z',
      resetsAt: '2026-04-01T00:00:00.000Z',
    })
    expect((await publish(streamer, 'publish')).status).toBe(200)
    now = new Date(now.getTime() + hours(40))
    // A stream on air counts until now.
    expect((await allowance(streamer)).json.usedSeconds).toBe(40 * 3600)
    expect((await publish(streamer, 'publish_done')).status).toBe(200)
    expect((await publish(streamer, 'publish')).status).toBe(200)
    now = new Date(now.getTime() + hours(60))
    expect((await publish(streamer, 'publish_done')).status).toBe(200)
    const used = await allowance(streamer)
    expect(used.json).toMatchObject({ usedSeconds: 360_000, remainingSeconds: 0 })

    const refused = await publish(streamer, 'publish')
    expect(refused.status).toBe(403)
    expect(refused.json.code).toBe('LIVE_ALLOWANCE_USED')
    expect(refused.json.error).toBe(
      "This month's broadcast time is used up; it renews on the 1st (UTC).",
    )
    const viaNginx = await nginxPublish(streamer)
    expect(viaNginx.status).toBe(403)
    expect(viaNginx.json.code).toBe('LIVE_ALLOWANCE_USED')
    expect(await state(streamer.oid)).toBe('liveOff')
    const streams = await world.server.context.database.db
      .selectFrom('live_streams')
      .select('oid')
      .where('creator_oid', '=', streamer.oid)
      .execute()
    expect(streams).toHaveLength(2)
  })

  it('shows the remaining time to the creator and admins only', async () => {
    expect((await allowance(streamer, hidden.token)).status).toBe(403)
    expect((await allowance(streamer, viewer.token)).status).toBe(403)
    expect((await allowance(streamer, '')).status).toBe(401)
    expect((await allowance(streamer, world.users.admin.token)).json.remainingSeconds).toBe(0)
  })

  it('adds live viewers and stream time per day to the creator analytics', async () => {
    await world.server.context.database.db
      .updateTable('live_streams')
      .set({ peak_views: 7, total_views: 31 })
      .where('creator_oid', '=', streamer.oid)
      .execute()
    const report = await world.server.api('/content/creator-analytics', {
      token: streamer.token,
      query: { creatorOid: streamer.oid, startDate: '2026-03-01', endDate: '2026-03-08' },
    })
    expect(report.status, report.text).toBe(200)
    const day = (name: string) =>
      report.json.days.find((row: { day: string }) => row.day === name).streamSeconds
    // 03:00 on the 2nd to 07:00 on the 6th, cut at each UTC midnight.
    expect(day('2026-03-01')).toBe(0)
    expect(day('2026-03-02')).toBe(21 * 3600)
    expect(day('2026-03-03')).toBe(86_400)
    expect(day('2026-03-06')).toBe(7 * 3600)
    expect(report.json.live.totals).toEqual({
      streams: 2,
      seconds: 360_000,
      peakViews: 7,
      totalViews: 62,
    })
    expect(report.json.live.streams[0]).toMatchObject({
      seconds: 40 * 3600,
      peakViews: 7,
      totalViews: 31,
      startedAt: '2026-03-02T03:00:00.000Z',
    })
  })

  it('lists streams on air for the home page: featured first, hidden ones left out', async () => {
    await studio(hidden, ['art', 'music'])
    await studio(featured, ['talk'])
    await studio(plain, ['art'])
    for (const user of [plain, hidden, featured])
      expect((await publish(user, 'publish')).status).toBe(200)
    const admin = world.users.admin.token
    const set = (creatorOid: string, options: Record<string, boolean>) =>
      world.server.api('/live/admin', {
        method: 'PUT',
        token: admin,
        body: { creatorOid, options },
      })
    expect((await set(hidden.oid, { listOnHomepage: false })).status).toBe(200)
    expect((await set(featured.oid, { featured: true })).status).toBe(200)

    const home = await world.server.api('/live/home')
    expect(home.status, home.text).toBe(200)
    expect(home.json.streams.map((s: { creatorOid: string }) => s.creatorOid)).toEqual([
      featured.oid,
      plain.oid,
    ])
    expect(home.json.streams[0].featured).toBe(true)
    expect(home.json.hashtags).toEqual([
      { tag: 'art', count: 1 },
      { tag: 'talk', count: 1 },
    ])
    const art = await world.server.api('/live/home', { query: { tag: '#art' } })
    expect(art.json.streams.map((s: { creatorOid: string }) => s.creatorOid)).toEqual([plain.oid])
    // The chips stay those of the whole list.
    expect(art.json.hashtags).toHaveLength(2)
    expect((await world.server.api('/live/home', { query: { tag: 'x'.repeat(61) } })).status).toBe(
      400,
    )
  })

  it('says the highest quality each viewer may pick', async () => {
    const play = (token?: string) =>
      world.server.api('/live/play', {
        ...(token ? { token } : {}),
        query: { creatorOid: featured.oid },
      })
    expect((await play()).json).toMatchObject({ maxQuality: '720p', qualityRule: 'signedOut' })
    expect((await play(viewer.token)).json).toMatchObject({
      maxQuality: '1080p',
      qualityRule: 'signedIn',
    })
    await world.server.api('/live/admin', {
      method: 'PUT',
      token: world.users.admin.token,
      body: { creatorOid: featured.oid, options: { allowAbove1080p: true } },
    })
    expect((await play(viewer.token)).json).toMatchObject({
      maxQuality: 'source',
      qualityRule: 'above1080pAllowed',
    })
    expect((await play()).json.maxQuality).toBe('720p')
    // A refused play stays as it was.
    const bad = await world.server.api('/live/play', { query: { creatorOid: 'nope' } })
    expect(bad.status).toBe(400)
    expect(bad.json.maxQuality).toBeUndefined()
  })

  const upload = (
    bytes: Uint8Array,
    token: string,
    creatorOid = streamer.oid,
    type = 'image/png',
  ) =>
    world.server.api('/live/thumbnail', {
      token,
      query: { creatorOid },
      rawBody: { bytes, contentType: type },
    })
  // Rows of one picture, or of one uploader: other files on this product store their own.
  const thumbnails = async (filter: { address: string } | { uploadedBy: string[] }) =>
    (
      await world.server.context.database.db
        .selectFrom('live_thumbnails')
        .select('sha256')
        .$if('address' in filter, (query) =>
          query.where(
            'sha256',
            '=',
            'address' in filter ? (filter.address.split('/').pop() ?? '') : '',
          ),
        )
        .$if('uploadedBy' in filter, (query) =>
          query.where('uploaded_by', 'in', 'uploadedBy' in filter ? filter.uploadedBy : []),
        )
        .execute()
    ).length

  it('takes a custom thumbnail and serves it', async () => {
    const png = solidPng(40, 30, [200, 40, 90])
    const stored = await upload(png, streamer.token)
    expect(stored.status, stored.text).toBe(201)
    expect(stored.json).toMatchObject({ contentType: 'image/png', width: 40, height: 30 })
    expect(stored.json.thumbnailUrl).toMatch(/^\/api\/live\/thumbnail\/[0-9a-f]{64}$/)
    const served = await fetch(`${world.server.url}${stored.json.thumbnailUrl}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    // The studio saves the uploaded address as its thumbnail.
    const saved = await world.server.api('/live/studio', {
      token: streamer.token,
      body: {
        creatorOid: streamer.oid,
        info: {
          title: 'With my own thumbnail',
          thumbnail: stored.json.thumbnailUrl,
          date: now.toISOString(),
        },
      },
    })
    expect(saved.json.info.thumbnail).toBe(stored.json.thumbnailUrl)
    // Admins may upload to any studio.
    expect((await upload(png, world.users.admin.token)).status).toBe(201)
    expect(await thumbnails({ address: stored.json.thumbnailUrl })).toBe(1)
  })

  it('refuses thumbnails above 3MB, of other types, above 2000×2000, or for another studio', async () => {
    const uploaders = { uploadedBy: [streamer.oid, hidden.oid, viewer.oid] }
    const before = await thumbnails(uploaders)
    const large = new Uint8Array(3 * 1024 * 1024 + 1)
    large.set(solidPng(10, 10, [0, 0, 0]))
    const tooLarge = await upload(large, streamer.token)
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.json.code).toBe('LIVE_THUMBNAIL_TOO_LARGE')
    expect(tooLarge.json.error).toBe('The live thumbnail must be 3MB or less.')
    const text = await upload(
      new TextEncoder().encode('not an image'),
      streamer.token,
      streamer.oid,
      'image/png',
    )
    expect(text.status).toBe(415)
    expect(text.json.code).toBe('LIVE_THUMBNAIL_TYPE')
    const wide = await upload(jpegHeader(2001, 1000), streamer.token, streamer.oid, 'image/jpeg')
    expect(wide.status).toBe(400)
    expect(wide.json.code).toBe('LIVE_THUMBNAIL_DIMENSIONS')
    const tall = await upload(solidPng(100, 2001, [1, 2, 3]), streamer.token)
    expect(tall.json.code).toBe('LIVE_THUMBNAIL_DIMENSIONS')
    expect((await upload(new Uint8Array(0), streamer.token)).json.code).toBe('LIVE_THUMBNAIL_EMPTY')
    const png = solidPng(20, 20, [9, 9, 9])
    expect((await upload(png, hidden.token)).status).toBe(403)
    expect((await upload(png, viewer.token)).status).toBe(403)
    expect((await upload(png, '')).status).toBe(401)
    expect((await upload(png, streamer.token, 'bad')).status).toBe(400)
    expect(await thumbnails(uploaders)).toBe(before)
    const missing = await fetch(`${world.server.url}/api/live/thumbnail/${'0'.repeat(64)}`)
    expect(missing.status).toBe(404)
  })

  it('answers a user card for /live/user, null quietly otherwise', async () => {
    const card = await world.server.api('/live/user', {
      query: { userOid: viewer.oid, creatorOid: streamer.oid },
    })
    expect(card.status, card.text).toBe(200)
    expect(card.json.user).toMatchObject({
      userOid: viewer.oid,
      isLivestreamer: false,
      isCreator: false,
      subscription: null,
    })
    expect(typeof card.json.user.nickname).toBe('string')
    const self = await world.server.api('/live/user', {
      query: { userOid: streamer.oid, creatorOid: streamer.oid },
    })
    expect(self.json.user).toMatchObject({ isLivestreamer: true, isCreator: true })
    const queries: Record<string, string>[] = [{ userOid: 'nope' }, { userOid: 'f'.repeat(24) }, {}]
    for (const query of queries) {
      const quiet = await world.server.api('/live/user', { query })
      expect(quiet.status).toBe(200)
      expect(quiet.json).toEqual({ user: null })
    }
  })

  it('lets the next month start afresh', async () => {
    now = new Date('2026-04-01T03:00:00Z')
    expect((await publish(streamer, 'publish')).status).toBe(200)
    expect(await state(streamer.oid)).toBe('liveOn')
  })
})
