/**
 * Yoti adult verification over HTTP against a local Yoti (platform/adult-verification/
 * testing): unverified → verification message sent → verified or not adult. The adult flag
 * changes only on a verified result; a forged, stale or replayed notification is refused.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  type FakeYoti,
  fakeYotiEnv,
  startFakeYoti,
} from '../../platform/adult-verification/testing'
import { signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

describeOnEngine('Yoti adult verification', (engine) => {
  let yoti: FakeYoti
  let server: TestServer
  let now = Date.parse('2026-05-04T10:00:00Z')
  const clock = { now: () => new Date(now) }

  beforeAll(async () => {
    yoti = await startFakeYoti()
    server = await startTestServer({ engine, clock, env: fakeYotiEnv(yoti) })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await yoti?.close()
  })

  const notificationUrl = () => `${server.url}/api/yoti/notification`
  const adultFlag = async (token: string) =>
    (await server.api('/yoti/status', { token })).json.isUserAdult

  it('walks unverified → sent → not adult without touching the flag', async () => {
    const user = await signUp(server)
    const status = await server.api('/yoti/status', { token: user.token })
    expect(status.json).toMatchObject({ available: true, state: 'unverified', isUserAdult: false })

    const created = await server.api('/yoti/session/create', { token: user.token, body: {} })
    expect(created.status, created.text).toBe(200)
    expect(created.json.state).toBe('sent')
    expect(created.json.url).toContain(`sessionId=${created.json.sessionId}`)
    expect(created.json.url).toContain(`sdkId=${yoti.sdkId}`)
    const { sessionId } = created.json
    expect((await server.api('/yoti/status', { token: user.token })).json.state).toBe('sent')

    // Still open at Yoti: the state stays "sent".
    const pending = await server.api(`/yoti/session/result/${sessionId}`, { token: user.token })
    expect(pending.json).toEqual({ sessionId, state: 'sent', isUserAdult: false })

    yoti.finish(sessionId, 'FAIL')
    const failed = await server.api(`/yoti/session/result/${sessionId}`, { token: user.token })
    expect(failed.json).toEqual({ sessionId, state: 'not_adult', isUserAdult: false })
    expect(await adultFlag(user.token)).toBe(false)
  })

  it('verifies through the signed notification, once; the flag is set by accounts', async () => {
    const user = await signUp(server)
    const { sessionId } = (
      await server.api('/yoti/session/create', { token: user.token, body: {} })
    ).json
    yoti.finish(sessionId, 'COMPLETE')
    const payload = yoti.notification(sessionId, { at: clock.now() })

    const forged = yoti.notification(sessionId, { at: clock.now(), secret: 'not-the-secret' })
    expect(await yoti.notify(forged, notificationUrl())).toBe(401)
    const tampered = { ...payload, session_key: 'another-session' }
    expect(await yoti.notify(tampered, notificationUrl())).toBe(401)
    const stale = yoti.notification(sessionId, { at: new Date(now - 60 * 60_000) })
    expect(await yoti.notify(stale, notificationUrl())).toBe(401)
    expect(await adultFlag(user.token)).toBe(false)

    expect(await yoti.notify(payload, notificationUrl())).toBe(200)
    expect(await adultFlag(user.token)).toBe(true)
    const status = await server.api('/yoti/status', { token: user.token })
    expect(status.json).toMatchObject({ state: 'verified', isUserAdult: true, sessionId })
    // The same notification again: refused, nothing read from Yoti again.
    const reads = yoti.calls.filter((call) => call.includes(sessionId)).length
    expect(await yoti.notify(payload, notificationUrl())).toBe(409)
    expect(yoti.calls.filter((call) => call.includes(sessionId)).length).toBe(reads)
    const row = await server.context.database.db
      .selectFrom('users')
      .select(['is_adult', 'adult_verified_at'])
      .where('id', '=', user.oid)
      .executeTakeFirstOrThrow()
    expect(row.is_adult).toBe(true)
    expect(new Date(row.adult_verified_at as Date).toISOString()).toBe(clock.now().toISOString())
  })

  it('does not trust a signed notification over what Yoti answers for the session', async () => {
    const user = await signUp(server)
    const { sessionId } = (
      await server.api('/yoti/session/create', { token: user.token, body: {} })
    ).json
    // A notification naming a result Yoti has not reached: the session is read back, still open.
    yoti.finish(sessionId, 'PENDING')
    const early = yoti.notification(sessionId, { at: clock.now() })
    expect(await yoti.notify({ ...early }, notificationUrl())).toBe(200)
    expect(await adultFlag(user.token)).toBe(false)
    expect((await server.api('/yoti/status', { token: user.token })).json.state).toBe('sent')
  })

  it("keeps each user's sessions their own and answers clear refusals", async () => {
    const owner = await signUp(server)
    const other = await signUp(server)
    const { sessionId } = (
      await server.api('/yoti/session/create', { token: owner.token, body: {} })
    ).json
    const read = await server.api(`/yoti/session/result/${sessionId}`, { token: other.token })
    expect([read.status, read.json.code]).toEqual([404, 'YOTI_SESSION_NOT_FOUND'])
    expect((await server.api('/yoti/session/create', { body: {} })).status).toBe(401)
    expect((await server.api('/yoti/session/result/bad%20id', { token: owner.token })).status).toBe(
      400,
    )
    const unknown = yoti.notification(sessionId, { at: clock.now() })
    unknown.session_key = 'no-such-session'
    unknown.signature = undefined
    expect(await yoti.notify(unknown, notificationUrl())).toBe(401)
    now += 1000
  })
})
