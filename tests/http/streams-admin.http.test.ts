/**
 * The stream service over HTTP on both engines: admins make and unmake livestreamers (other
 * roles kept), list them with a sealed whitelist they can open, start a stream for an
 * external ingest (live chat hears liveOn), list and stop it (liveOff); refusals change nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('stream service', (engine) => {
  let server: TestServer
  let admin: SignedIn
  let caster: SignedIn
  let plain: SignedIn
  const announced: string[] = []

  beforeAll(async () => {
    // The admins' list of livestreamers is the whole product's: a product of its own.
    server = await startTestServer({ engine, private: true })
    admin = await seedAdmin(server)
    caster = await signUp(server)
    plain = await signUp(server)
    await grantRoles(server, admin.token, caster.oid, ['creator'])
    server.context.live.service.onStateChange(async (creatorOid, state) => {
      announced.push(`${creatorOid}:${state}`)
    })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  const call = (
    path: string,
    init: { method?: string; body?: unknown } = {},
    token = admin.token,
  ) => server.api(path, { token, ...init })
  const rolesOf = async (oid: string) =>
    (
      await server.context.database.db
        .selectFrom('users')
        .select('roles')
        .where('id', '=', oid)
        .executeTakeFirstOrThrow()
    ).roles

  it('makes a livestreamer, keeps their other roles, and lists them with a whitelist that opens', async () => {
    const added = await call('/stream/streamer/add', { body: { creatorOid: caster.oid } })
    expect(added.status, added.text).toBe(200)
    expect(added.json.roles).toEqual(expect.arrayContaining(['user', 'creator', 'livestreamer']))
    const again = await call('/stream/streamer/add', { body: { creatorOid: caster.oid } })
    expect(again.json.roles.filter((role: string) => role === 'livestreamer')).toHaveLength(1)

    const listed = await call('/stream/streamers')
    expect(listed.json.streamers).toEqual([
      expect.objectContaining({ creatorOid: caster.oid, state: 'liveOff', hasKey: false }),
    ])
    const opened = await call('/stream/whitelist/decrypt', {
      body: { whitelist: listed.json.whitelist },
    })
    expect(opened.json).toEqual({ creatorOids: [caster.oid], issuedAt: listed.json.issuedAt })
    const tampered = `${listed.json.whitelist.slice(0, -3)}AAA`
    const refused = await call('/stream/whitelist/decrypt', { body: { whitelist: tampered } })
    expect(refused.status).toBe(400)
    expect(refused.json.error).toBe('The whitelist could not be read.')
  })

  it('starts a stream only for a livestreamer with studio settings, once', async () => {
    const notStreamer = await call('/stream/start', { body: { creatorOid: plain.oid } })
    expect(notStreamer.status).toBe(404)
    const noStudio = await call('/stream/start', { body: { creatorOid: caster.oid } })
    expect(noStudio.status).toBe(409)
    expect(noStudio.json.code).toBe('STREAMS_NO_STUDIO')
    const saved = await server.api('/live/studio', {
      token: caster.token,
      body: {
        creatorOid: caster.oid,
        info: {
          title: 'Relay from the hall',
          thumbnail: 'https://cdn.example.com/t.png',
          date: '2026-11-26T20:00:00.000Z',
        },
      },
    })
    expect(saved.status, saved.text).toBe(200)
    const started = await call('/stream/start', { body: { creatorOid: caster.oid } })
    expect(started.status, started.text).toBe(200)
    expect(started.json).toMatchObject({ creatorOid: caster.oid, state: 'liveOn' })
    expect(announced).toContain(`${caster.oid}:liveOn`)
    const twice = await call('/stream/start', { body: { creatorOid: caster.oid } })
    expect(twice.status).toBe(409)
    expect(twice.json.code).toBe('STREAMS_ALREADY_LIVE')

    const live = await call('/stream/streams', { body: undefined })
    expect(live.json.streams[0]).toMatchObject({
      streamOid: started.json.streamOid,
      creatorOid: caster.oid,
      title: 'Relay from the hall',
      state: 'liveOn',
      ingest: 'nginx',
      endedAt: null,
    })
    const play = await server.api('/live/play', { query: { creatorOid: caster.oid } })
    expect(play.json.state).toBe('liveOn')
  })

  it('stops the stream by its id, once; the list says it ended', async () => {
    const [stream] = (await call('/stream/streams?state=live')).json.streams
    const stopped = await call(`/stream/${stream.streamOid}/stop`, { method: 'POST' })
    expect(stopped.status, stopped.text).toBe(200)
    expect(stopped.json).toMatchObject({ streamOid: stream.streamOid, stopped: true })
    expect(announced.at(-1)).toBe(`${caster.oid}:liveOff`)
    const again = await call(`/stream/${stream.streamOid}/stop`, { method: 'POST' })
    expect(again.status).toBe(409)
    expect((await call(`/stream/${'f'.repeat(24)}/stop`, { method: 'POST' })).status).toBe(404)
    expect((await call('/stream/not-an-id/stop', { method: 'POST' })).status).toBe(404)
    expect((await call('/stream/streams?state=live')).json.streams).toEqual([])
    const ended = (await call('/stream/streams?state=ended')).json.streams
    expect(ended[0]).toMatchObject({ streamOid: stream.streamOid, state: 'liveOff', views: 0 })
    expect((await call('/stream/streams?state=sometimes')).status).toBe(400)
  })

  it('unmakes a livestreamer, ending a live on air, keeping their other roles', async () => {
    await call('/stream/start', { body: { creatorOid: caster.oid } })
    const removed = await call(`/stream/streamer/${caster.oid}`, { method: 'DELETE' })
    expect(removed.status, removed.text).toBe(200)
    expect(removed.json).toMatchObject({ creatorOid: caster.oid, stopped: true })
    expect(removed.json.roles).toEqual(expect.arrayContaining(['user', 'creator']))
    expect(removed.json.roles).not.toContain('livestreamer')
    expect((await call('/stream/streamers')).json.streamers).toEqual([])
    expect((await server.api('/live/play', { query: { creatorOid: caster.oid } })).status).toBe(404)
    expect((await call(`/stream/streamer/${'f'.repeat(24)}`, { method: 'DELETE' })).status).toBe(
      404,
    )
    expect(await rolesOf(caster.oid)).not.toContain('livestreamer')
  })

  it('answers admins only', async () => {
    for (const token of [caster.token, plain.token]) {
      expect((await call('/stream/streamers', {}, token)).status).toBe(403)
      expect(
        (await call('/stream/streamer/add', { body: { creatorOid: plain.oid } }, token)).status,
      ).toBe(403)
    }
    expect((await call('/stream/streams', {}, '')).status).toBe(401)
    expect(await rolesOf(plain.oid)).not.toContain('livestreamer')
  })
})
