/**
 * Attempt counters under concurrency: each attempt is counted before its check (a password
 * hash, a TOTP code, a sign-up code), so a crowd of concurrent guesses gets exactly the
 * budget checked and the rest refused, instead of all passing one check and counting after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movableClock } from '../../platform/accounts/testing'
import { FREE_LOGIN_FAILURES } from '../../platform/accounts/throttle'
import { TOTP_STEP_SECONDS, totpAt } from '../../platform/accounts/totp'
import { codeFromMail, logIn, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

const clock = movableClock(new Date('2026-05-04T10:00:00Z'))
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ clock })
})
afterAll(async () => {
  await server?.close()
})

/** How many answers carry each error code (`ok` for a 200). */
function tally(answers: { status: number; json: { code?: string } }[]) {
  const counts: Record<string, number> = {}
  for (const answer of answers) {
    const code = answer.status === 200 ? 'ok' : (answer.json?.code ?? String(answer.status))
    counts[code] = (counts[code] ?? 0) + 1
  }
  return counts
}

/** Six-digit codes none of which the authenticator accepts now (its step and both neighbours). */
function wrongCodes(secret: string, count: number): string[] {
  const step = TOTP_STEP_SECONDS * 1000
  const accepted = new Set(
    [-step, 0, step].map((offset) => totpAt(secret, new Date(clock.now().getTime() + offset))),
  )
  const codes: string[] = []
  for (let candidate = 100_000; codes.length < count; candidate += 7_919)
    if (!accepted.has(String(candidate))) codes.push(String(candidate))
  return codes
}

describe('attempts counted before they are checked', () => {
  it(`locks a client after exactly ${FREE_LOGIN_FAILURES} of 20 concurrent wrong passwords`, async () => {
    const owner = await signUp(server)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        server.api('/account/login', { body: { email: owner.email, password: `Wrong-${index}` } }),
      ),
    )
    expect(tally(answers)).toEqual({
      INCORRECT_CREDENTIALS: FREE_LOGIN_FAILURES,
      LOGIN_LOCKED: 20 - FREE_LOGIN_FAILURES,
    })
    // The right password is refused too: over HTTP the address's 20 calls a minute are
    // spent, and behind that limit the client is locked on the address.
    const right = await server.api('/account/login', {
      body: { email: owner.email, password: owner.password },
    })
    expect(right.status).toBe(429)
    const client = server.clientHeaders['x-forwarded-for'] ?? '127.0.0.1'
    await expect(
      server.context.accounts.service.login(owner.email, owner.password, client),
    ).rejects.toMatchObject({ status: 429, code: 'LOGIN_LOCKED' })
  })

  it('checks exactly 5 of 9 concurrent codes on one 2FA login ticket', async () => {
    const user = await signUp(server)
    const token = await logIn(server, user.email, user.password)
    const setup = await server.api('/account/2fa/setup', { token, body: {} })
    const secret: string = setup.json.secret
    const confirmed = await server.api('/account/2fa/confirm', {
      token,
      body: { code: totpAt(secret, clock.now()) },
    })
    expect(confirmed.json).toEqual({ enabled: true })
    clock.advance(TOTP_STEP_SECONDS * 1000)
    const login = await server.api('/account/login', {
      body: { email: user.email, password: user.password },
    })
    const loginTicket: string = login.json.loginTicket
    expect(loginTicket).toEqual(expect.any(String))

    const answers = await Promise.all(
      wrongCodes(secret, 9).map((code) =>
        server.api('/account/2fa/verify-login', { body: { loginTicket, code } }),
      ),
    )
    expect(tally(answers)).toEqual({ INVALID_2FA_CODE: 5, TWO_FACTOR_VERIFICATION_FAILED: 4 })
    // The ticket's tries are spent: even the right code is refused on it.
    const right = await server.api('/account/2fa/verify-login', {
      body: { loginTicket, code: totpAt(secret, clock.now()) },
    })
    expect(right.status).toBe(401)
    expect(right.json.code).toBe('TWO_FACTOR_VERIFICATION_FAILED')
  })

  it('checks exactly 5 of 9 concurrent sign-up confirmation codes', async () => {
    const email = `racer${process.pid}@example.com`
    const registered = await server.api('/account/register', {
      body: {
        email,
        password: 'Tale1oom-pass',
        passwordRepeat: 'Tale1oom-pass',
        nickname: `Racer${process.pid}`,
        birthDate: '1990-05-01',
        agreePersonalData: true,
      },
    })
    expect(registered.status, registered.text).toBe(200)
    const code = codeFromMail(server, email)
    const wrong = Array.from({ length: 9 }, (_, index) =>
      String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
    )
    const answers = await Promise.all(
      wrong.map((guess) =>
        server.api('/account/register/confirm', { body: { email, code: guess } }),
      ),
    )
    expect(tally(answers)).toEqual({
      WRONG_CONFIRMATION_NUMBER: 5,
      CONFIRMATION_ATTEMPTS_EXCEEDED: 4,
    })
    const right = await server.api('/account/register/confirm', { body: { email, code } })
    expect(right.json.code).toBe('CONFIRMATION_ATTEMPTS_EXCEEDED')
  })
})
