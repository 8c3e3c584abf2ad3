/**
 * Live over HTTP: the stream key (shown once, regenerated, hashed at rest), key
 * verification deciding publishes (nginx-rtmp's form and JSON), liveOn/liveOff with a
 * stream row each, the studio's required title, thumbnail and date, stop, the live list
 * by hashtag and creator, hashtags, play ('creatorOid is required'), views, and who may
 * reach whose studio.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { hashStreamKey } from '../../platform/live/studio/keys'
import { grantRoles, type SignedIn, signUp } from '../support/accounts'
import { createMatrixWorld, type MatrixWorld } from '../support/authorization-matrix'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer } from '../support/test-server'

describeOnEngine('live studio, keys and playback', (engine) => {
  let world: MatrixWorld
  let streamer: SignedIn
  let other: SignedIn
  const studioInfo = {
    title: 'Night drawing',
    thumbnail: 'https://cdn.example.com/thumb.png',
    date: '2026-11-26T20:00:00.000Z',
    info: 'Sketching a map',
    tags: ['#art', 'map'],
  }

  beforeAll(async () => {
    // The lists and hashtag counts of live streams are the product's: a product of its own.
    world = await createMatrixWorld(await startTestServer({ engine, private: true }))
    streamer = await signUp(world.server)
    other = await signUp(world.server)
    for (const user of [streamer, other]) {
      await grantRoles(world.server, world.users.admin.token, user.oid, ['creator', 'livestreamer'])
    }
  }, 120_000)
  afterAll(async () => {
    await world?.server.close()
  })

  // nginx-rtmp posts a form; clients post JSON. Both answer as the test server's api() does.
  const verify = async (body: Record<string, string>, form = false) => {
    if (!form) return world.server.api('/live/keyverification', { body })
    const response = await fetch(`${world.server.url}/api/live/keyverification`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    })
    const text = await response.text()
    return { status: response.status, text, json: JSON.parse(text) }
  }

  it('shows a new key once, keeps only its hash, and refuses it once regenerated', async () => {
    const first = await world.server.api('/live/key2', { token: streamer.token })
    expect(first.status, first.text).toBe(200)
    const key = first.json.key as string
    expect(key).toMatch(/^lk_/)
    expect(first.json).toMatchObject({ keyHint: key.slice(-4), streamName: streamer.oid })
    const again = await world.server.api('/live/key2', { token: streamer.token })
    expect(again.json.key).toBeNull()
    expect(again.json.keyHint).toBe(key.slice(-4))
    const row = await world.server.context.database.db
      .selectFrom('live_channels')
      .select('key_hash')
      .where('creator_oid', '=', streamer.oid)
      .executeTakeFirstOrThrow()
    expect(row.key_hash).toBe(hashStreamKey(key))
    expect(JSON.stringify(row)).not.toContain(key)

    const good = await verify({ creatorOid: streamer.oid, key })
    expect(good.status, good.text).toBe(200)
    expect(good.json.isValid).toBe(true)
    const renewed = await world.server.api('/live/key2', { method: 'POST', token: streamer.token })
    expect(renewed.json.key).not.toBe(key)
    const revoked = await verify({ creatorOid: streamer.oid, key })
    expect(revoked.status).toBe(403)
    expect(revoked.json.code).toBe('LIVE_KEY_INVALID')
    // Another streamer's key does not open this stream.
    const otherKey = (await world.server.api('/live/key2', { token: other.token })).json.key
    expect((await verify({ creatorOid: streamer.oid, key: otherKey })).status).toBe(403)
  })

  it('tells the studio when a publish with a wrong key was refused, until a new key is made', async () => {
    const before = await world.server.api('/live/key2', { token: other.token })
    expect(before.json.wrongKeyAt).toBeNull()
    const wrong = `lk_${'b'.repeat(43)}`
    expect((await verify({ creatorOid: other.oid, key: wrong, call: 'check' })).status).toBe(403)
    expect(
      (await world.server.api('/live/key2', { token: other.token })).json.wrongKeyAt,
    ).toBeNull()
    expect((await verify({ creatorOid: other.oid, key: wrong, call: 'publish' })).status).toBe(403)
    const after = await world.server.api('/live/key2', { token: other.token })
    expect(after.json.wrongKeyAt).toEqual(expect.any(String))
    expect(after.json.key).toBeNull()
    // A new key starts clean: the refusal was of the old one's era.
    const renewed = await world.server.api('/live/key2', { method: 'POST', token: other.token })
    expect(renewed.json.wrongKeyAt).toBeNull()
    expect(
      (await world.server.api('/live/key2', { token: other.token })).json.wrongKeyAt,
    ).toBeNull()
  })

  it('answers key2 to livestreamers only', async () => {
    const plain = await world.server.api('/live/key2', { token: world.users.userA.token })
    expect(plain.status).toBe(403)
    expect(plain.json.code).toBe('LIVE_NOT_LIVESTREAMER')
    expect((await world.server.api('/live/key2')).status).toBe(401)
  })

  it('requires title, thumbnail and date in the studio and changes nothing otherwise', async () => {
    for (const [field, text] of [
      ['title', 'Enter a title for the live.'],
      ['thumbnail', 'Choose a thumbnail for the live.'],
      ['date', 'Choose a date for the live.'],
    ] as const) {
      const info: Record<string, unknown> = { ...studioInfo }
      delete info[field]
      const refused = await world.server.api('/live/studio', {
        token: streamer.token,
        body: { creatorOid: streamer.oid, info },
      })
      expect(refused.status, field).toBe(400)
      expect(refused.json.error).toBe(text)
    }
    const before = await world.server.api('/live/studio', {
      token: streamer.token,
      query: { creatorOid: streamer.oid },
    })
    expect(before.json.info.title).toBe('')
    const saved = await world.server.api('/live/studio', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, info: studioInfo },
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.info).toMatchObject({ title: 'Night drawing', tags: ['art', 'map'] })
    expect(saved.json.hasKey).toBe(true)
  })

  it('keeps others out of a studio: another streamer 403, admins pass', async () => {
    const query = { creatorOid: streamer.oid }
    expect((await world.server.api('/live/studio', { token: other.token, query })).status).toBe(403)
    expect(
      (await world.server.api('/live/studio', { token: world.users.userA.token, query })).status,
    ).toBe(403)
    expect((await world.server.api('/live/studio', { query })).status).toBe(401)
    const admin = await world.server.api('/live/studio', { token: world.users.admin.token, query })
    expect(admin.status).toBe(200)
    const stop = await world.server.api('/live/stop', {
      token: other.token,
      body: { creatorOid: streamer.oid },
    })
    expect(stop.status).toBe(403)
    const before = await world.server.api('/live/studio', { token: streamer.token, query })
    const write = await world.server.api('/live/studio', {
      token: other.token,
      body: { creatorOid: streamer.oid, info: { ...studioInfo, title: 'Taken over' } },
    })
    expect(write.status).toBe(403)
    const after = await world.server.api('/live/studio', { token: streamer.token, query })
    expect(after.json).toEqual(before.json)
    // requestorOid in the body selects nothing: key2 is always the caller's own.
    const own = await world.server.api('/live/key2', {
      token: other.token,
      query: { requestorOid: streamer.oid, creatorOid: streamer.oid },
    })
    expect(own.json.streamName).toBe(other.oid)
  })

  it('goes liveOn on publish and liveOff on publish_done (nginx-rtmp form), listed meanwhile', async () => {
    const key = (await world.server.api('/live/key2', { method: 'POST', token: streamer.token }))
      .json.key as string
    const on = await verify({ call: 'publish', name: streamer.oid, key, app: 'live' }, true)
    expect(on.status).toBe(200)
    const { streamOid } = on.json as { streamOid: string }
    expect(streamOid).toMatch(/^[0-9a-f]{24}$/)

    const play = await world.server.api('/live/play', { query: { creatorOid: streamer.oid } })
    expect(play.json).toMatchObject({
      state: 'liveOn',
      stream: { title: 'Night drawing', streamOid },
    })
    const byTag = await world.server.api('/live/livestreams', { query: { tag: '#art' } })
    expect(byTag.json.streams.map((s: { creatorOid: string }) => s.creatorOid)).toEqual([
      streamer.oid,
    ])
    const otherTag = await world.server.api('/live/livestreams', { query: { tag: 'cooking' } })
    expect(otherTag.json.streams).toEqual([])
    const byCreator = await world.server.api('/live/livestreams', {
      query: { creatorOid: other.oid },
    })
    expect(byCreator.json.streams).toEqual([])
    const hashtags = await world.server.api('/live/hashtags')
    expect(hashtags.json.hashtags).toEqual([
      { tag: 'art', count: 1 },
      { tag: 'map', count: 1 },
    ])
    const views = await world.server.api(`/stream/${streamOid}/views`)
    expect(views.json).toMatchObject({ streamOid, state: 'liveOn', views: 0 })

    const refused = await verify(
      { call: 'publish_done', name: streamer.oid, key: 'lk_wrong' },
      true,
    )
    expect(refused.status).toBe(403)
    expect(
      (await world.server.api('/live/stream', { query: { creatorOid: streamer.oid } })).json.stream
        .state,
    ).toBe('liveOn')
    const off = await verify({ call: 'publish_done', name: streamer.oid, key }, true)
    expect(off.status).toBe(200)
    const after = await world.server.api('/live/play', { query: { creatorOid: streamer.oid } })
    expect(after.json).toMatchObject({ state: 'liveOff', flvUrl: null, hlsUrl: null })
    expect((await world.server.api('/live/livestreams')).json.streams).toEqual([])
    const ended = await world.server.api(`/stream/${streamOid}/views`)
    expect(ended.json.state).toBe('liveOff')
  })

  it('stops a live from the studio', async () => {
    const key = (await world.server.api('/live/key2', { method: 'POST', token: streamer.token }))
      .json.key as string
    await verify({ creatorOid: streamer.oid, key, call: 'publish' })
    const stop = await world.server.api('/live/stop', {
      token: streamer.token,
      body: { creatorOid: streamer.oid },
    })
    expect(stop.json).toEqual({ state: 'liveOff', stopped: true })
    const streams = await world.server.context.database.db
      .selectFrom('live_streams')
      .select(['ended_at'])
      .where('creator_oid', '=', streamer.oid)
      .execute()
    expect(streams).toHaveLength(2)
    expect(streams.every((s) => s.ended_at !== null)).toBe(true)
  })

  it("answers 'creatorOid is required' unless the id is 24 hex, and 404 for a non-streamer", async () => {
    for (const creatorOid of ['', 'abc', 'Z'.repeat(24), `${streamer.oid}0`]) {
      const play = await world.server.api('/live/play', { query: { creatorOid } })
      expect(play.status).toBe(400)
      expect(play.json.error).toBe('creatorOid is required')
    }
    const missing = await world.server.api('/live/play')
    expect(missing.json.error).toBe('creatorOid is required')
    const notStreamer = await world.server.api('/live/play', {
      query: { creatorOid: world.users.userA.oid },
    })
    expect(notStreamer.status).toBe(404)
    // The stream card is quiet: null for anyone who does not stream.
    const card = await world.server.api('/live/stream', {
      query: { creatorOid: world.users.userA.oid },
    })
    expect(card.json).toEqual({ stream: null })
    expect((await world.server.api('/stream/nothex/views')).status).toBe(404)
    expect(
      (await world.server.api('/live/livestreams', { query: { creatorOid: 'x' } })).json,
    ).toEqual({
      streams: [],
    })
  })
})
