/**
 * Google and Apple login over HTTP against real local OpenID Providers (oidc-provider as
 * "Google" and as "Apple", platform/sign-in/testing.ts): sign-up through the
 * `askForConfirmationKey` stage, Apple's form post and ES256 client secret, the account
 * rules and their texts, linking, 2FA after a partner's login, and every refusal (forged
 * state, replayed redirect, injected code, wrong audience, wrong nonce, another issuer,
 * expired token, open redirects) answering the spec's text with nothing created.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpAt } from '../../platform/accounts/totp'
import {
  type LocalProvider,
  signInAtProvider,
  startLocalProvider,
} from '../../platform/sign-in/testing'
import { signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

type Kind = 'google' | 'apple'
const PATH = { google: '/account/g-login', apple: '/account/a-login' } as const

describeOnEngine('Google and Apple login over OpenID Connect', (engine) => {
  let server: TestServer
  const op = {} as Record<Kind, LocalProvider>
  let offsetMs = 0
  let counter = 0
  const unique = (prefix: string) => `${prefix}${process.pid}n${++counter}`

  beforeAll(async () => {
    op.google = await startLocalProvider('google')
    op.apple = await startLocalProvider('apple')
    server = await startTestServer({
      engine,
      private: true,
      clock: { now: () => new Date(Date.now() + offsetMs) },
      env: { ...op.google.env, ...op.apple.env },
    })
    const base = server.context.signIn.service.context.publicUrl
    op.google.register(`${base}/api/account/g-login`)
    op.apple.register(`${base}/api/account/a-login`)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await op.google?.close()
    await op.apple?.close()
  })

  async function start(
    kind: Kind,
    options: { returnTo?: string; token?: string; purpose?: 'reauth' } = {},
  ) {
    const started = await server.api(`${PATH[kind]}/start`, {
      body: {
        purpose: options.purpose ?? (options.token ? 'link' : 'login'),
        returnTo: options.returnTo ?? '/story/abc',
      },
      token: options.token ?? null,
    })
    expect(started.status, started.text).toBe(200)
    return started.json as { url: string; attempt: string }
  }

  /** Delivers where the provider sent the browser to the product (its public address is a placeholder). */
  async function deliver(
    target: Awaited<ReturnType<typeof signInAtProvider>>,
  ): Promise<{ status: number; location: string }> {
    const url = new URL(target.url)
    const response = await fetch(`${server.url}${url.pathname}${url.search}`, {
      method: target.method,
      redirect: 'manual',
      headers: {
        ...server.clientHeaders,
        ...(target.method === 'POST'
          ? { 'content-type': 'application/x-www-form-urlencoded', origin: op.apple.issuer }
          : {}),
      },
      ...(target.method === 'POST' ? { body: target.form.toString() } : {}),
    })
    return { status: response.status, location: response.headers.get('location') ?? '' }
  }

  const finish = (
    kind: Kind,
    attempt: string,
    extra: Record<string, unknown> = {},
    token?: string,
  ) => server.api(PATH[kind], { body: { attempt, ...extra }, token: token ?? null })

  const userByEmail = (email: string) =>
    server.context.database.db
      .selectFrom('users')
      .select(['id', 'joined_by', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst()
  const identitiesOf = (email: string) =>
    server.context.database.db
      .selectFrom('sign_in_identities')
      .selectAll()
      .where('email', '=', email)
      .execute()

  /** A whole sign-up by a provider account new to Taleloom; answers the login. */
  async function signUpWith(kind: Kind, login: string, email: string) {
    op[kind].accounts.set(login, { email, name: 'Mina Park' })
    const { url, attempt } = await start(kind)
    const target = await signInAtProvider(url, login)
    // Apple's ID token has no name: its first form post carries it in `user` (JSON).
    if (kind === 'apple' && target.method === 'POST')
      expect(JSON.parse(target.form.get('user') ?? '{}').name).toEqual({
        firstName: 'Mina',
        lastName: 'Park',
      })
    const back = await deliver(target)
    expect(back).toEqual({ status: 303, location: `/story/abc?signIn=${kind}` })
    const stage = await finish(kind, attempt)
    expect(stage.json).toEqual({
      stage: 'askForConfirmationKey',
      provider: kind,
      email,
      nickname: 'MinaPark',
    })
    const done = await finish(kind, attempt, {
      nickname: unique('Mina'),
      birthDate: '1995-04-02',
      agreePersonalData: true,
    })
    expect(done.status, done.text).toBe(200)
    return done.json
  }

  it('signs a new Google account up through the askForConfirmationKey stage, then logs it in', async () => {
    const email = `${unique('g')}@gmail.test`
    const login = unique('google-sub-')
    const first = await signUpWith('google', login, email)
    expect(first.token).toMatch(/\S{20,}/)
    expect(first.email).toBe(email)
    expect(await userByEmail(email)).toMatchObject({ joined_by: 'google', password_hash: null })

    // The second time the linked identity logs straight in.
    const { url, attempt } = await start('google')
    await deliver(await signInAtProvider(url, login))
    const again = await finish('google', attempt)
    expect([again.status, again.json.oid]).toEqual([200, first.oid])
    // The attempt is claimed once.
    const twice = await finish('google', attempt)
    expect([twice.status, twice.json.error]).toEqual([401, 'Google login failed'])

    // Registered via Google: no password login, no e-mail sign-up.
    const password = await server.api('/account/login', {
      body: { email, password: 'Tale1oom-pass' },
    })
    expect([password.status, password.json.code, password.json.error]).toEqual([
      409,
      'GOOGLE_ACCOUNT_MUST_USE_GOOGLE',
      'This account was registered via Google. Please log in with Google.',
    ])
    const register = await server.api('/account/register', {
      body: {
        email,
        password: 'Tale1oom-pass',
        passwordRepeat: 'Tale1oom-pass',
        nickname: unique('Other'),
        birthDate: '1990-01-01',
        agreePersonalData: true,
      },
    })
    expect([register.status, register.json.error]).toEqual([
      409,
      'This email address is already registered via Google.',
    ])
    expect((await identitiesOf(email)).map((row) => [row.provider, row.registered])).toEqual([
      ['google', true],
    ])
  })

  it("signs up with Apple through its form post, the client secret signed with the team's key", async () => {
    const email = `${unique('a')}@privaterelay.test`
    const before = op.apple.tokenRequests
    const answer = await signUpWith('apple', unique('apple-sub-'), email)
    expect(answer.token).toMatch(/\S{20,}/)
    expect([op.apple.tokenRequests - before, op.apple.refusedSecrets]).toEqual([1, 0])
    expect(await userByEmail(email)).toMatchObject({ joined_by: 'apple' })

    // Later authorizations post no `user`; a forged one only ever suggests a nickname.
    const newcomer = unique('apple-newcomer-')
    op.apple.accounts.set(newcomer, { email: `${unique('n')}@privaterelay.test` })
    const later = await start('apple')
    const again = await signInAtProvider(later.url, newcomer)
    if (again.method !== 'POST') throw new Error('Apple answers with a form post')
    expect(again.form.has('user')).toBe(true)
    again.form.set(
      'user',
      JSON.stringify({ name: { firstName: '<b>Jo</b>', lastName: `Kim${'x'.repeat(40)}` } }),
    )
    await deliver(again)
    const suggested = await finish('apple', later.attempt)
    expect(suggested.json).toMatchObject({
      stage: 'askForConfirmationKey',
      nickname: 'bJobKimxxxxxxxxxxxxx',
    })
    const secondVisit = await start('apple')
    const noUser = await signInAtProvider(secondVisit.url, newcomer)
    expect(noUser.method === 'POST' && noUser.form.has('user')).toBe(false)
    const password = await server.api('/account/login', { body: { email, password: 'x1y2z3w4' } })
    expect(password.json.error).toBe(
      'This account was registered via Apple. Please log in with Apple.',
    )

    // The same address at Google: must log in with Apple; nothing is created.
    op.google.accounts.set('same-mail', { email })
    const { url, attempt } = await start('google')
    await deliver(await signInAtProvider(url, 'same-mail'))
    const refused = await finish('google', attempt)
    expect([refused.status, refused.json.code]).toEqual([409, 'APPLE_ACCOUNT_MUST_USE_APPLE'])
    expect((await identitiesOf(email)).map((row) => row.provider)).toEqual(['apple'])
  })

  it('tells an e-mail account to log in with e-mail, and links the provider once signed in', async () => {
    const person = await signUp(server)
    const login = unique('linked-sub-')
    op.google.accounts.set(login, { email: person.email })
    const refusedAt = await start('google')
    await deliver(await signInAtProvider(refusedAt.url, login))
    const refused = await finish('google', refusedAt.attempt)
    expect([refused.status, refused.json.error]).toEqual([
      409,
      'This account was registered by e-mail. Please log in with your e-mail.',
    ])
    expect(await identitiesOf(person.email)).toEqual([])

    // Signed in, the same Google account links; from then on it logs this account in.
    const link = await start('google', { token: person.token })
    await deliver(await signInAtProvider(link.url, login))
    const stranger = await signUp(server)
    expect((await finish('google', link.attempt, {}, stranger.token)).status).toBe(401)
    const linked = await finish('google', link.attempt, {}, person.token)
    expect(linked.json).toEqual({ linked: true, provider: 'google' })
    const providers = await server.api('/account/sign-in/providers', { token: person.token })
    expect(providers.json).toEqual({
      providers: ['google', 'apple'],
      linked: ['google'],
      hasPassword: true,
      reauthenticatedUntil: null,
    })

    const viaGoogle = await start('google')
    await deliver(await signInAtProvider(viaGoogle.url, login))
    expect((await finish('google', viaGoogle.attempt)).json.oid).toBe(person.oid)
    // The password still works for an e-mail account that linked Google.
    expect(
      (
        await server.api('/account/login', {
          body: { email: person.email, password: person.password },
        })
      ).status,
    ).toBe(200)

    // Another account cannot link the same Google account.
    const other = await start('google', { token: stranger.token })
    await deliver(await signInAtProvider(other.url, login))
    const taken = await finish('google', other.attempt, {}, stranger.token)
    expect([taken.status, taken.json.code]).toEqual([409, 'PROVIDER_LINKED_TO_ANOTHER_ACCOUNT'])
  })

  it('unlinks a provider, never the last way in of a passwordless account', async () => {
    const email = `${unique('u')}@gmail.test`
    const googleLogin = unique('unlink-g-')
    const account = await signUpWith('google', googleLogin, email)
    const unlink = (provider: string, token: string | null = account.token) =>
      server.api('/account/sign-in/unlink', { body: { provider }, token })
    const only = await unlink('google')
    expect([only.status, only.json.code, only.json.error]).toEqual([
      409,
      'LAST_SIGN_IN_METHOD',
      'This is your only way to log in. Link another account or set a password first.',
    ])
    expect((await unlink('apple')).json.code).toBe('PROVIDER_NOT_LINKED')
    expect((await unlink('github')).status).toBe(400)
    expect((await unlink('google', null)).status).toBe(401)

    // With Apple linked too, Google may go; then Apple is the last way in.
    const appleLogin = unique('unlink-a-')
    op.apple.accounts.set(appleLogin, { email: `${unique('ua')}@privaterelay.test` })
    const link = await start('apple', { token: account.token })
    await deliver(await signInAtProvider(link.url, appleLogin))
    expect((await finish('apple', link.attempt, {}, account.token)).json.linked).toBe(true)
    // Both at once: the account's identities are locked, so one of the two is refused.
    const raced = await Promise.all([unlink('google'), unlink('apple')])
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409])
    const left = await server.context.database.db
      .selectFrom('sign_in_identities')
      .select('provider')
      .where('user_id', '=', account.oid)
      .execute()
    expect(left).toHaveLength(1)
    const done = raced.find((answer) => answer.status === 200)
    expect(done?.json).toMatchObject({ linked: [left[0]?.provider], hasPassword: false })

    // An e-mail account keeps its password: its one provider may go.
    const person = await signUp(server)
    const personLogin = unique('unlink-p-')
    op.google.accounts.set(personLogin, { email: person.email })
    const personLink = await start('google', { token: person.token })
    await deliver(await signInAtProvider(personLink.url, personLogin))
    await finish('google', personLink.attempt, {}, person.token)
    const gone = await unlink('google', person.token)
    expect([gone.status, gone.json.linked, gone.json.hasPassword]).toEqual([200, [], true])
  })

  it('deletes a passwordless account after a fresh provider re-authentication in the session', async () => {
    const email = `${unique('d')}@gmail.test`
    const login = unique('delete-g-')
    const account = await signUpWith('google', login, email)
    const survey = 'I found another place to write my stories, thank you.'
    const unregister = (token: string) =>
      server.api('/account/unregister', { body: { survey }, token })
    const refused = await unregister(account.token)
    expect([refused.status, refused.json.code]).toEqual([403, 'REAUTH_REQUIRED'])

    // Another Google account cannot stand in, and a visitor cannot start one.
    op.google.accounts.set('someone-else', { email: `${unique('e')}@gmail.test` })
    const wrong = await start('google', { token: account.token, purpose: 'reauth' })
    await deliver(await signInAtProvider(wrong.url, 'someone-else'))
    const notThis = await finish('google', wrong.attempt, {}, account.token)
    expect([notThis.status, notThis.json.code]).toEqual([403, 'PROVIDER_NOT_THIS_ACCOUNT'])
    expect((await unregister(account.token)).json.code).toBe('REAUTH_REQUIRED')
    const visitor = await server.api(`${PATH.google}/start`, { body: { purpose: 'reauth' } })
    expect(visitor.status).toBe(401)

    // The linked Google account, asked to log in again (prompt=login), re-proves it.
    const again = await start('google', { token: account.token, purpose: 'reauth' })
    expect(new URL(again.url).searchParams.get('prompt')).toBe('login')
    await deliver(await signInAtProvider(again.url, login))
    // Only the account that started it may finish it.
    const stranger = await signUp(server)
    expect((await finish('google', again.attempt, {}, stranger.token)).status).toBe(401)
    const proved = await finish('google', again.attempt, {}, account.token)
    expect(proved.json).toEqual({
      reauthenticated: true,
      provider: 'google',
      until: expect.any(String),
    })
    expect((await finish('google', again.attempt, {}, account.token)).status).toBe(401)

    // Another session of the same account is not re-proved by it; ten minutes on, neither is this one.
    const other = await server.context.accounts.service.loginProvenUser(account.oid)
    if (!('token' in other)) throw new Error('a session')
    expect((await unregister(other.token)).json.code).toBe('REAUTH_REQUIRED')
    const providers = await server.api('/account/sign-in/providers', { token: account.token })
    expect(providers.json).toMatchObject({
      hasPassword: false,
      reauthenticatedUntil: proved.json.until,
    })
    offsetMs += 10 * 60_000 + 1000
    expect((await unregister(account.token)).json.code).toBe('REAUTH_REQUIRED')
    const fresh = await start('google', { token: account.token, purpose: 'reauth' })
    await deliver(await signInAtProvider(fresh.url, login))
    expect((await finish('google', fresh.attempt, {}, account.token)).status).toBe(200)
    const scheduled = await unregister(account.token)
    expect([scheduled.status, scheduled.json.state]).toEqual([200, 'wait'])
  })

  it('sets up 2FA on a passwordless account, which then guards its provider login', async () => {
    const email = `${unique('t')}@gmail.test`
    const login = unique('twofa-g-')
    const account = await signUpWith('google', login, email)
    const now = () => new Date(Date.now() + offsetMs)
    const setup = await server.api('/account/2fa/setup', { token: account.token, body: {} })
    expect(setup.status, setup.text).toBe(200)
    const confirmed = await server.api('/account/2fa/confirm', {
      token: account.token,
      body: { code: totpAt(setup.json.secret, now()) },
    })
    expect(confirmed.json).toEqual({ enabled: true })
    const viaGoogle = await start('google')
    await deliver(await signInAtProvider(viaGoogle.url, login))
    expect((await finish('google', viaGoogle.attempt)).json).toMatchObject({ require2FA: true })
  })

  it('keeps the 2FA step after a provider login, and sends an illegal downloader to 999', async () => {
    const person = await signUp(server)
    const login = unique('twofa-sub-')
    op.google.accounts.set(login, { email: person.email })
    const link = await start('google', { token: person.token })
    await deliver(await signInAtProvider(link.url, login))
    expect((await finish('google', link.attempt, {}, person.token)).status).toBe(200)
    const setup = await server.api('/account/2fa/setup', { token: person.token, body: {} })
    const now = () => new Date(Date.now() + offsetMs)
    await server.api('/account/2fa/confirm', {
      token: person.token,
      body: { code: totpAt(setup.json.secret, now()) },
    })

    const viaGoogle = await start('google')
    await deliver(await signInAtProvider(viaGoogle.url, login))
    const step = await finish('google', viaGoogle.attempt)
    expect(step.json).toEqual({
      require2FA: true,
      loginTicket: expect.any(String),
      email: person.email,
    })
    expect(step.json.token).toBeUndefined()
    offsetMs += 31_000
    const verified = await server.api('/account/2fa/verify-login', {
      body: { loginTicket: step.json.loginTicket, code: totpAt(setup.json.secret, now()) },
    })
    expect([verified.status, verified.json.oid]).toEqual([200, person.oid])

    const other = await signUp(server)
    const otherLogin = unique('banned-sub-')
    op.google.accounts.set(otherLogin, { email: other.email })
    const otherLink = await start('google', { token: other.token })
    await deliver(await signInAtProvider(otherLink.url, otherLogin))
    await finish('google', otherLink.attempt, {}, other.token)
    await server.context.accounts.service.suspend(other.oid, 'illegal download')
    const banned = await start('google')
    await deliver(await signInAtProvider(banned.url, otherLogin))
    const answer = await finish('google', banned.attempt)
    expect([answer.status, answer.json.code]).toEqual([403, 'ILLEGAL_DOWNLOADER'])
  })

  describe('refusals: the spec text, nothing created', () => {
    async function refused(kind: Kind, attempt: string, email: string) {
      const answer = await finish(kind, attempt, {
        nickname: unique('Nobody'),
        birthDate: '1990-01-01',
        agreePersonalData: true,
      })
      const text = kind === 'google' ? 'Google login failed' : 'Apple login failed'
      expect([answer.status, answer.json.error]).toEqual([401, text])
      expect(await userByEmail(email)).toBeUndefined()
      expect(await identitiesOf(email)).toEqual([])
    }

    it('refuses a forged state and a replayed redirect', async () => {
      const email = `${unique('forged')}@gmail.test`
      op.google.accounts.set('forged', { email })
      const { url, attempt } = await start('google')
      const target = await signInAtProvider(url, 'forged')
      const forged = new URL(target.url)
      forged.searchParams.set('state', 'x'.repeat(43))
      const before = op.google.tokenRequests
      expect(await deliver({ method: 'GET', url: forged.href })).toEqual({
        status: 303,
        location: '/?signIn=google',
      })
      expect(op.google.tokenRequests).toBe(before)
      await refused('google', attempt, email)

      // The real redirect is taken once: its replay exchanges nothing.
      const second = await start('google')
      const real = await signInAtProvider(second.url, 'forged')
      await deliver(real)
      const exchanged = op.google.tokenRequests
      expect((await deliver(real)).location).toBe('/?signIn=google')
      expect(op.google.tokenRequests).toBe(exchanged)
    })

    it('refuses a code injected into another attempt (PKCE) and a code used twice', async () => {
      const email = `${unique('inject')}@gmail.test`
      op.google.accounts.set('inject', { email })
      const victim = await start('google')
      const stolen = new URL((await signInAtProvider(victim.url, 'inject')).url)
      const attacker = await start('google')
      const own = new URL((await signInAtProvider(attacker.url, 'inject')).url)
      own.searchParams.set('code', stolen.searchParams.get('code') ?? '')
      await deliver({ method: 'GET', url: own.href })
      await refused('google', attacker.attempt, email)
    })

    it('refuses a wrong audience, a wrong nonce and another issuer, each signed with the provider key', async () => {
      const cases: [string, (claims: Record<string, unknown>) => Record<string, unknown>][] = [
        ['aud', (claims) => ({ ...claims, aud: 'someone-else.apps.local' })],
        ['nonce', (claims) => ({ ...claims, nonce: 'n'.repeat(43) })],
        ['iss', (claims) => ({ ...claims, iss: op.apple.issuer })],
      ]
      for (const [name, tamper] of cases) {
        const email = `${unique(name)}@gmail.test`
        op.google.accounts.set(name, { email })
        op.google.tamper = tamper
        try {
          const { url, attempt } = await start('google')
          expect((await deliver(await signInAtProvider(url, name))).status).toBe(303)
          await refused('google', attempt, email)
        } finally {
          op.google.tamper = null
        }
      }
    })

    it('refuses an expired ID token and an expired attempt by the server clock', async () => {
      const email = `${unique('late')}@privaterelay.test`
      op.apple.accounts.set('late', { email })
      const { url, attempt } = await start('apple')
      const target = await signInAtProvider(url, 'late')
      offsetMs += 2 * 60 * 60 * 1000
      try {
        // The attempt (10 minutes) has expired too: nothing is taken.
        expect((await deliver(target)).location).toBe('/?signIn=apple')
        await refused('apple', attempt, email)
        const fresh = await start('apple')
        const fresher = await signInAtProvider(fresh.url, 'late')
        offsetMs += 2 * 60 * 60 * 1000 // the ID token (1 hour) now expired, the attempt not
        await server.context.database.db
          .updateTable('sign_in_attempts')
          .set({ expires_at: new Date(Date.now() + offsetMs + 60_000) })
          .execute()
        expect((await deliver(fresher)).status).toBe(303)
        await refused('apple', fresh.attempt, email)
      } finally {
        offsetMs = 0
      }
    })

    it('sends the browser back only to a path of this site', async () => {
      for (const returnTo of [
        'https://evil.example/x',
        '//evil.example/x',
        '/\\evil.example',
        '/api/account/logout',
      ]) {
        op.google.accounts.set('redirect', { email: `${unique('r')}@gmail.test` })
        const { url } = await start('google', { returnTo })
        expect((await deliver(await signInAtProvider(url, 'redirect'))).location).toBe(
          '/?signIn=google',
        )
      }
    })
  })
})

describeOnEngine('sign-in partners not configured', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  }, 120_000)
  afterAll(async () => server?.close())

  it('offers no provider and refuses to start', async () => {
    expect((await server.api('/account/sign-in/providers')).json).toEqual({
      providers: [],
      linked: [],
      hasPassword: false,
      reauthenticatedUntil: null,
    })
    const start = await server.api('/account/g-login/start', { body: {} })
    expect([start.status, start.json.code]).toEqual([404, 'SIGN_IN_NOT_CONFIGURED'])
  })
})
