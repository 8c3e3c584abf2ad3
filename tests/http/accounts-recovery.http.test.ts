/** HTTP tests of the accounts routes: password reset and account deletion. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movableClock } from '../../platform/accounts/testing'
import { logIn, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

const DAY = 24 * 60 * 60 * 1000
const clock = movableClock(new Date('2026-03-01T09:00:00Z'))
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ clock })
})
afterAll(async () => {
  await server?.close()
})

describe('password reset', () => {
  it('mails a single-use link that expires after an hour', async () => {
    const user = await signUp(server)
    const unknown = await server.api('/account/changepw/request', {
      body: { email: 'nobody@example.com' },
    })
    expect(unknown.json).toEqual({ sent: true })
    expect(server.lastMailTo('nobody@example.com')).toBeNull()

    const requested = await server.api('/account/changepw/request', { body: { email: user.email } })
    expect(requested.json).toEqual({ sent: true })
    const link = server.lastMailTo(user.email)?.text.match(/(\S+\/pwreset\?token=(\S+))/)
    expect(link?.[1]).toContain('/pwreset?token=')
    const token = link![2]!
    const mismatch = await server.api('/account/changepw/finalize', {
      body: { token, password: 'Fresh-123', passwordRepeat: 'Fresh-124' },
    })
    expect(mismatch.status).toBe(400)
    const done = await server.api('/account/changepw/finalize', {
      body: { token, password: 'Fresh-123', passwordRepeat: 'Fresh-123' },
    })
    expect(done.json).toEqual({ ok: true })
    expect((await server.api('/account/getuser', { token: user.token })).status).toBe(401)
    await logIn(server, user.email, 'Fresh-123')
    const reused = await server.api('/account/changepw/finalize', {
      body: { token, password: 'Again-123', passwordRepeat: 'Again-123' },
    })
    expect(reused.status).toBe(410)

    await server.api('/account/changepw/request', { body: { email: user.email } })
    const older = server.lastMailTo(user.email)?.text.match(/pwreset\?token=(\S+)/)?.[1]
    await server.api('/account/changepw/request', { body: { email: user.email } })
    const later = server.lastMailTo(user.email)?.text.match(/pwreset\?token=(\S+)/)?.[1]
    const superseded = await server.api('/account/changepw/finalize', {
      body: { token: older, password: 'Older-123', passwordRepeat: 'Older-123' },
    })
    expect(superseded.status).toBe(410)
    clock.advance(61 * 60 * 1000)
    const expired = await server.api('/account/changepw/finalize', {
      body: { token: later, password: 'Later-123', passwordRepeat: 'Later-123' },
    })
    expect(expired.status).toBe(410)
    expect(expired.json.error).toBe(
      'This password reset link has expired. Please request a new link.',
    )
  })
})

describe('unregister', () => {
  it('waits 14 days, shows the state, and a login cancels it', async () => {
    const user = await signUp(server)
    const short = await server.api('/account/unregister', {
      token: user.token,
      body: { survey: 'too short', password: user.password },
    })
    expect(short.status).toBe(400)
    const wrongPassword = await server.api('/account/unregister', {
      token: user.token,
      body: { survey: 'The stories were not for me, sadly.', password: 'nope12' },
    })
    expect(wrongPassword.json.error).toBe('Incorrect password')
    const scheduled = await server.api('/account/unregister', {
      token: user.token,
      body: { survey: 'The stories were not for me, sadly.', password: user.password },
    })
    expect(scheduled.json.state).toBe('wait')
    expect(Date.parse(scheduled.json.confirmUnregister) - clock.now().getTime()).toBe(14 * DAY)
    const status = await server.api('/account/waitUnregister', { token: user.token, body: {} })
    expect(status.json).toEqual(scheduled.json)
    clock.advance(3 * DAY)
    const login = await server.api('/account/login', {
      body: { email: user.email, password: user.password },
    })
    expect(login.json.unregisterCancelled).toBe(true)
    expect(login.json.user.unregisterState).toBe('cancel')
    const stop = await server.api('/account/stopUnregister', { token: user.token, body: {} })
    expect(stop.status).toBe(409)

    await server.api('/account/unregister', {
      token: user.token,
      body: { survey: 'Second thoughts about all of it.', password: user.password },
    })
    const stopped = await server.api('/account/stopUnregister', { token: user.token, body: {} })
    expect(stopped.json).toEqual({ state: 'stop', confirmUnregister: null })
    await server.api('/account/unregister', {
      token: user.token,
      body: { survey: 'Third time, now I really mean it.', password: user.password },
    })
    const cancelled = await server.api('/account/cancelUnregister', { token: user.token, body: {} })
    expect(cancelled.json.state).toBe('cancel')
  })
})
