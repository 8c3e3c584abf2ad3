/** HTTP tests of the accounts routes: sign-up, login, logout and two-factor. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movableClock } from '../../platform/accounts/testing'
import { totpAt } from '../../platform/accounts/totp'
import { codeFromMail, logIn, type SignedIn, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

const clock = movableClock(new Date('2026-03-01T09:00:00Z'))
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ clock })
})
afterAll(async () => {
  await server?.close()
})

describe('sign-up', () => {
  let refused = 0
  const body = {
    email: 'New.Reader@Example.com',
    password: 'Moonlit42',
    passwordRepeat: 'Moonlit42',
    nickname: '달빛Reader',
    birthDate: '1995-07-14',
    agreePersonalData: true,
  }

  it('mails a code, then confirms into a logged-in account', async () => {
    const registered = await server.api('/account/register', {
      body,
      headers: { 'accept-language': 'jp' },
    })
    expect(registered.json).toEqual({
      stage: 'askForConfirmationKey',
      email: 'new.reader@example.com',
    })
    const mail = server.lastMailTo('new.reader@example.com')
    expect(mail?.subject).toBe('Taleloom 確認番号')
    const wrong = await server.api('/account/register/confirm', {
      body: { email: body.email, code: '12345x' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json.error).toBe('Wrong confirmation number.')
    const code = codeFromMail(server, 'new.reader@example.com')
    const confirmed = await server.api('/account/register/confirm', {
      body: { email: body.email, code },
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.json).toMatchObject({
      require2FA: false,
      email: 'new.reader@example.com',
      user: { nickname: '달빛Reader', language: 'jp', roles: ['user'], birthDate: '1995-07-14' },
    })
    expect(confirmed.json.oid).toBe(confirmed.json.userOid)
    const me = await server.api('/account/getuser', { token: confirmed.json.token })
    expect(me.json).toMatchObject({ isMe: true, user: { email: 'new.reader@example.com' } })
    const again = await server.api('/account/register/confirm', {
      body: { email: body.email, code },
    })
    expect(again.status).toBe(400)
  })

  it.each([
    [
      { password: 'abcdef', passwordRepeat: 'abcdef' },
      'The password must be at least 6 characters and include letters and numbers.',
    ],
    [
      { password: 'abc12', passwordRepeat: 'abc12' },
      'The password must be at least 6 characters and include letters and numbers.',
    ],
    [{ passwordRepeat: 'Moonlit43' }, 'The passwords do not match.'],
    [
      { password: 'password1', passwordRepeat: 'password1' },
      'This password is too common. Please choose a different one.',
    ],
    [{ nickname: 'a' }, 'The nickname must be at least 2 characters.'],
    [{ nickname: 'bad name!' }, 'The nickname cannot contain special characters.'],
    [{ nickname: '' }, 'Enter a nickname.'],
    [{ nickname: '달빛reader' }, 'Ouch, somebody already took this nickname.'],
    [{ birthDate: '1995-02-30' }, 'Incorrect date of birth.'],
    [{ birthDate: '2099-01-01' }, 'Incorrect date of birth.'],
    [{ agreePersonalData: false }, 'You must agree to the collection of personal data.'],
    [{ email: 'spam@mailinator.com' }, 'This email address cannot be registered'],
    [
      { email: 'NEW.READER@example.com', nickname: 'Other1' },
      'This email address is already registered.',
    ],
    [{ birthDate: undefined }, 'Missing required parameters'],
  ])('refuses %o', async (change, message) => {
    refused += 1
    const response = await server.api('/account/register', {
      body: { ...body, email: `fresh${refused}@example.com`, nickname: 'Fresh1', ...change },
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(response.json.error).toBe(message)
    expect(response.json.code).toMatch(/^[A-Z0-9_]+$/)
  })

  it('checks nicknames with the spec texts', async () => {
    const taken = await server.api('/account/nickname/check', { query: { nickname: '달빛READER' } })
    expect(taken.json).toEqual({
      available: false,
      message: 'Ouch, somebody already took this nickname.',
    })
    const free = await server.api('/account/nickname/check', { query: { nickname: 'ほしぞら' } })
    expect(free.json).toEqual({ available: true, message: 'Nice, this would work.' })
  })
})

describe('login, logout and two-factor', () => {
  let reader: SignedIn

  beforeAll(async () => {
    reader = await signUp(server)
  })

  it('answers incorrect credentials alike for a wrong password and an unknown address', async () => {
    const wrong = await server.api('/account/login', {
      body: { email: reader.email, password: 'nope12' },
    })
    const unknown = await server.api('/account/login', {
      body: { email: 'ghost@example.com', password: 'nope12' },
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.json.error).toBe(unknown.json.error)
    expect(wrong.json.code).toBe('INCORRECT_CREDENTIALS')
  })

  it('asks an unconfirmed sign-up for its code, and says nothing of it to a wrong password', async () => {
    const email = 'pending.reader@example.com'
    const registered = await server.api('/account/register', {
      body: {
        email,
        password: 'Harbour42',
        passwordRepeat: 'Harbour42',
        nickname: 'Pending1',
        birthDate: '1990-01-02',
        agreePersonalData: true,
      },
    })
    expect(registered.status, registered.text).toBe(200)
    const login = await server.api('/account/login', { body: { email, password: 'Harbour42' } })
    expect(login.status, login.text).toBe(200)
    expect(login.json).toEqual({ stage: 'askForConfirmationKey', email })
    const wrong = await server.api('/account/login', { body: { email, password: 'Harbour43' } })
    expect(wrong.status).toBe(401)
    expect(wrong.json.code).toBe('INCORRECT_CREDENTIALS')
    // Still pending: the answer opened no session, and the mailed code still confirms it.
    const code = codeFromMail(server, email)
    const confirmed = await server.api('/account/register/confirm', { body: { email, code } })
    expect(confirmed.status, confirmed.text).toBe(200)
    const after = await server.api('/account/login', { body: { email, password: 'Harbour42' } })
    expect(after.json).toMatchObject({ require2FA: false, email })
  })

  it('locks an address after five failures with 429 and Retry-After', async () => {
    const victim = await signUp(server)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await server.api('/account/login', {
        body: { email: victim.email, password: 'wrong-1' },
      })
      expect(failed.status).toBe(401)
    }
    const locked = await server.api('/account/login', {
      body: { email: victim.email, password: victim.password },
    })
    expect(locked.status).toBe(429)
    expect(locked.json.code).toBe('LOGIN_LOCKED')
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    clock.advance(31_000)
    await logIn(server, victim.email, victim.password)
  })

  it('revokes the session on logout', async () => {
    const token = await logIn(server, reader.email, reader.password)
    expect((await server.api('/account/logout', { token, body: {} })).json).toEqual({ ok: true })
    expect((await server.api('/account/getuser', { token })).status).toBe(401)
    expect((await server.api('/account/logout', { body: {} })).status).toBe(401)
  })

  it('sets up, confirms, verifies a login, rejects a replay and disables 2FA', async () => {
    const token = await logIn(server, reader.email, reader.password)
    expect((await server.api('/account/2fa/status', { token })).json).toEqual({ enabled: false })
    const setup = await server.api('/account/2fa/setup', { token, body: {} })
    expect(setup.json.qrDataUrl).toMatch(/^data:image\/png;base64,/)
    expect(setup.json.otpauthUrl).toContain(`secret=${setup.json.secret}`)
    const secret: string = setup.json.secret
    // A secret set up but not confirmed is not two-factor sign-in.
    const twoFactorShown = async (viewer: string) =>
      (await server.api('/account/getuser', { token: viewer })).json.user.twoFactorEnabled
    expect(await twoFactorShown(token)).toBe(false)
    const bad = await server.api('/account/2fa/confirm', { token, body: { code: '12345' } })
    expect(bad.json.error).toBe('The code must be 6 digits.')
    const confirmCode = totpAt(secret, clock.now())
    expect(
      (await server.api('/account/2fa/confirm', { token, body: { code: confirmCode } })).json,
    ).toEqual({ enabled: true })
    expect(await twoFactorShown(token)).toBe(true)

    const first = await server.api('/account/login', {
      body: { email: reader.email, password: reader.password },
    })
    expect(first.json).toEqual({
      require2FA: true,
      loginTicket: expect.any(String),
      email: reader.email,
    })
    expect(first.json.token).toBeUndefined()
    // The code that confirmed setup belongs to a spent time step.
    const replay = await server.api('/account/2fa/verify-login', {
      body: { loginTicket: first.json.loginTicket, code: confirmCode },
    })
    expect(replay.status).toBe(400)
    expect(replay.json.code).toBe('INVALID_2FA_CODE')
    clock.advance(30_000)
    const code = totpAt(secret, clock.now())
    const verified = await server.api('/account/2fa/verify-login', {
      body: { loginTicket: first.json.loginTicket, code },
    })
    expect(verified.status).toBe(200)
    expect(verified.json.user.twoFactorEnabled).toBe(true)
    const second = await server.api('/account/login', {
      body: { email: reader.email, password: reader.password },
    })
    const replayed = await server.api('/account/2fa/verify-login', {
      body: { loginTicket: second.json.loginTicket, code },
    })
    expect(replayed.status).toBe(400)
    const ticketReuse = await server.api('/account/2fa/verify-login', {
      body: { loginTicket: first.json.loginTicket, code },
    })
    expect(ticketReuse.status).toBe(401)

    clock.advance(30_000)
    const disabled = await server.api('/account/2fa/disable', {
      token: verified.json.token,
      body: { code: totpAt(secret, clock.now()) },
    })
    expect(disabled.json).toEqual({ enabled: false })
    expect(await twoFactorShown(token)).toBe(false)
    const plain = await server.api('/account/login', {
      body: { email: reader.email, password: reader.password },
    })
    expect(plain.json.require2FA).toBe(false)
  })
})
