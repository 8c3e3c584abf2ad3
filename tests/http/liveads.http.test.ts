/**
 * Live ads over HTTP on both engines: admins write, sync, change and delete ads; viewers are
 * served the synced snapshot only; counters count per ad, UTC day and event; refusals
 * change nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('live ads', (engine) => {
  let server: TestServer
  let admin: SignedIn
  let viewer: SignedIn
  let now = new Date('2026-07-01T23:59:00Z')

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      clock: { now: () => now },
      env: { TALELOOM_AD_MEDIA_ORIGINS: 'https://cdn.example.com' },
    })
    admin = await seedAdmin(server)
    viewer = await signUp(server)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  const save = (body: Record<string, unknown>, token = admin.token) =>
    server.api('/live/admin/ad', { token, body })
  const adminList = async () =>
    (await server.api('/live/admin/ads', { token: admin.token })).json.ads as Array<
      Record<string, unknown> & { oid: string; counts: Record<string, number> }
    >
  const served = async () =>
    (await server.api('/live/ads')).json.ads as Array<{ oid: string; title: string }>
  const count = (event: string, oid: string) =>
    server.api(`/live/ad/count/${event}`, { body: { oid } })

  it('writes an ad with the defaults, refuses bad input without a change, admins only', async () => {
    const created = await save({
      title: ' Spring sale ',
      mediaUrl: 'https://cdn.example.com/a.mp4',
    })
    expect(created.status, created.text).toBe(200)
    expect(created.json).toMatchObject({
      title: 'Spring sale',
      clickUrl: null,
      skipAfterSeconds: 5,
      thresholdSeconds: 15,
      enabled: true,
      onAir: false,
      syncedAt: null,
      counts: { show: 0, click: 0, skip: 0, complete: 0, 'threshold-reached': 0 },
    })
    const before = await adminList()
    const refusals: [Record<string, unknown>, string][] = [
      [{ title: '', mediaUrl: 'https://cdn.example.com/a.mp4' }, 'Enter a title for the ad.'],
      [
        { title: 'x', mediaUrl: 'http://cdn.example.com/a.mp4' },
        'The ad video must be an https address or a path of this site.',
      ],
      [
        { title: 'x', mediaUrl: '/media/a.mp4', clickUrl: 'javascript:alert(1)' },
        'The click address must start with https://.',
      ],
      [
        { title: 'x', mediaUrl: 'https://elsewhere.example.org/a.mp4' },
        "The ad video's host is not one of this site's ad servers.",
      ],
      [
        { title: 'x', mediaUrl: '/media/a.mp4', skipAfterSeconds: 61 },
        'Too big: expected number to be <=60',
      ],
      [{ oid: 'b'.repeat(24), title: 'x', mediaUrl: '/media/a.mp4' }, 'The ad was not found.'],
    ]
    for (const [body, text] of refusals) {
      const refused = await save(body)
      expect(refused.status, JSON.stringify(body)).toBe(body.oid ? 404 : 400)
      expect(refused.json.error, JSON.stringify(body)).toBe(text)
    }
    expect((await save({ title: 'x', mediaUrl: '/m.mp4' }, viewer.token)).status).toBe(403)
    expect((await save({ title: 'x', mediaUrl: '/m.mp4' }, '')).status).toBe(401)
    expect(await adminList()).toEqual(before)
  })

  it('serves the synced snapshot until synced again, and counts per UTC day', async () => {
    const ad = (
      await save({
        title: 'Snapshot',
        mediaUrl: '/uploads/ad.mp4',
        clickUrl: 'https://shop.example.com',
        skipAfterSeconds: 0,
      })
    ).json
    expect((await count('show', ad.oid)).status).toBe(404)
    const synced = await server.api('/live/admin/ad/sync', {
      token: admin.token,
      body: { oid: ad.oid },
    })
    expect(synced.json).toMatchObject({ onAir: true, inSync: true })
    expect((await served()).map((a) => a.title)).toContain('Snapshot')

    await save({ oid: ad.oid, title: 'Snapshot 2', mediaUrl: '/uploads/ad.mp4' })
    expect((await served()).find((a) => a.oid === ad.oid)?.title).toBe('Snapshot')
    const changed = (await adminList()).find((a) => a.oid === ad.oid)
    expect(changed).toMatchObject({ inSync: false, clickUrl: 'https://shop.example.com' })
    await server.api('/live/admin/ad/sync', { token: admin.token, body: { oid: ad.oid } })
    expect((await served()).find((a) => a.oid === ad.oid)?.title).toBe('Snapshot 2')

    for (const event of ['show', 'show', 'click', 'threshold-reached']) {
      expect((await count(event, ad.oid)).status).toBe(200)
    }
    now = new Date('2026-07-02T00:01:00Z')
    expect((await count('show', ad.oid)).status).toBe(200)
    expect((await count('bounce', ad.oid)).status).toBe(404)
    expect((await count('show', 'not-an-oid')).status).toBe(400)
    const counted = (await adminList()).find((a) => a.oid === ad.oid)
    expect(counted?.counts).toEqual({
      show: 3,
      click: 1,
      skip: 0,
      complete: 0,
      'threshold-reached': 1,
    })
  })

  it('takes a disabled or deleted ad off air; its counts stay', async () => {
    const ad = (await save({ title: 'Brief', mediaUrl: '/uploads/b.mp4' })).json
    await server.api('/live/admin/ad/sync', { token: admin.token, body: { oid: ad.oid } })
    await count('complete', ad.oid)
    await save({ oid: ad.oid, title: 'Brief', mediaUrl: '/uploads/b.mp4', enabled: false })
    expect((await served()).some((a) => a.oid === ad.oid)).toBe(true)
    const offAir = await server.api('/live/admin/ad/sync', {
      token: admin.token,
      body: { oid: ad.oid },
    })
    expect(offAir.json).toMatchObject({ onAir: false, inSync: true })
    expect((await served()).some((a) => a.oid === ad.oid)).toBe(false)
    expect((await count('complete', ad.oid)).status).toBe(404)

    const removed = await server.api('/live/admin/ad', {
      method: 'DELETE',
      token: admin.token,
      body: { oid: ad.oid },
    })
    expect(removed.json).toEqual({ oid: ad.oid, deleted: true })
    expect((await adminList()).some((a) => a.oid === ad.oid)).toBe(false)
    const again = await server.api('/live/admin/ad', {
      method: 'DELETE',
      token: admin.token,
      body: { oid: ad.oid },
    })
    expect(again.status).toBe(404)
    expect(again.json.code).toBe('LIVEAD_NOT_FOUND')
  })
})
