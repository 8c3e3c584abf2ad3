import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  type AppEnv,
  AppError,
  badRequest,
  guestIpKey,
  rateLimit,
  readBody,
  readQuery,
  requireAdmin,
  type SessionUser,
} from '../../platform/http'
import { memoryLimitStore } from '../../platform/limits/testing'
import { isStudioPath } from '../web'
import { authenticate, commonFields, handleError, language, requestLog } from '.'

const admin: SessionUser = {
  oid: 'a'.repeat(24),
  nickname: 'Admin',
  roles: ['admin', 'user'],
  language: 'ko',
  isAdult: true,
}
const user: SessionUser = {
  oid: 'b'.repeat(24),
  nickname: 'User',
  roles: ['user'],
  language: null,
  isAdult: false,
}
const sessions = new Map([
  ['admin-token', admin],
  ['user-token', user],
])

/** The server's middleware chain in its real order, around test routes. */
function appWith(routes: (app: Hono<AppEnv>) => void) {
  const app = new Hono<AppEnv>()
  app.onError(handleError)
  app.use(requestId())
  app.use(requestLog(pino({ level: 'silent' })))
  const limits = memoryLimitStore()
  app.use(async (c, next) => {
    c.set('limits', limits)
    await next()
  })
  app.use(commonFields({ countryHeader: 'cf-ipcountry', trustProxy: false }))
  app.use(
    authenticate(async (token) => {
      const found = sessions.get(token)
      return found ? { user: found, sessionId: `session-${found.oid}` } : null
    }),
  )
  app.use(language())
  routes(app)
  return app
}

describe('server middleware', () => {
  it('lifts the common fields from the query on GET and the body otherwise', async () => {
    const app = appWith((a) => {
      a.get('/fields', (c) => c.json({ common: c.get('common'), lang: c.get('lang') }))
      a.post('/fields', (c) => c.json({ common: c.get('common'), lang: c.get('lang') }))
    })
    const get = await app.request(
      '/fields?lang=es&requestorOid=abc&platformType=web&loginType=email&gaClientId=g1&checkAdmin=true',
      { headers: { 'compliance-account': 'acme', 'cf-ipcountry': 'kr' } },
    )
    const got = await get.json()
    expect(got.common).toMatchObject({
      lang: 'es',
      requestorOid: 'abc',
      platformType: 'web',
      loginType: 'email',
      gaClientId: 'g1',
      checkAdmin: true,
      complianceAccount: 'acme',
      country: 'KR',
    })
    expect(got.lang).toBe('es')
    const post = await app.request('/fields', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'platform-type': 'app', 'cf-ipcountry': 'JP' },
      body: JSON.stringify({ lang: 'xx', loginType: 'google' }),
    })
    const posted = await post.json()
    expect(posted.common).toMatchObject({
      platformType: 'app',
      loginType: 'google',
      checkAdmin: false,
    })
    expect(posted.lang).toBe('jp')
  })

  it('negotiates the stored language before the country and the browser', async () => {
    const app = appWith((a) => a.get('/lang', (c) => c.text(c.get('lang'))))
    const stored = await app.request('/lang', {
      headers: {
        authorization: 'Bearer admin-token',
        'cf-ipcountry': 'US',
        'accept-language': 'es',
      },
    })
    expect(await stored.text()).toBe('ko')
    const browser = await app.request('/lang', { headers: { 'accept-language': 'ja-JP,en;q=0.5' } })
    expect(await browser.text()).toBe('jp')
    expect(await (await app.request('/lang')).text()).toBe('en')
  })

  it('never lets checkAdmin grant admin rights', async () => {
    const app = appWith((a) => a.get('/admin-only', (c) => c.json({ oid: requireAdmin(c).oid })))
    const spoofed = await app.request('/admin-only?checkAdmin=true', {
      headers: { authorization: 'Bearer user-token' },
    })
    expect(spoofed.status).toBe(403)
    const anonymous = await app.request('/admin-only?checkAdmin=true')
    expect(anonymous.status).toBe(401)
    expect((await anonymous.json()).error).toBe('Authentication failed')
    const real = await app.request('/admin-only', {
      headers: { authorization: 'Bearer admin-token' },
    })
    expect(await real.json()).toEqual({ oid: admin.oid })
  })

  it('answers bad input with the one error envelope and no stack', async () => {
    const app = appWith((a) => {
      a.post('/strict', (c) => c.json(readBody(c, z.object({ name: z.string().min(2) }))))
      a.get('/query', (c) => c.json(readQuery(c, z.object({ count: z.coerce.number().int() }))))
      a.get('/typed', () => {
        throw badRequest('NICKNAME_TAKEN', 'Ouch, somebody already took this nickname.')
      })
      a.get('/boom', () => {
        throw new Error('secret internals')
      })
    })
    const missing = await app.request('/strict', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(missing.status).toBe(400)
    const missingBody = await missing.json()
    expect(missingBody).toMatchObject({
      error: 'Missing required parameters',
      code: 'MISSING_PARAMETERS',
    })
    expect(missingBody.requestId).toMatch(/.+/)
    const broken = await app.request('/strict', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    })
    expect(broken.status).toBe(400)
    expect((await broken.json()).code).toBe('INVALID_JSON')
    const array = await app.request('/strict', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1,2]',
    })
    expect((await array.json()).code).toBe('INVALID_JSON')
    expect((await app.request('/query?count=abc')).status).toBe(400)
    // U+0000 anywhere in a body or a query is refused before any handler (PostgreSQL text
    // cannot hold it; the HTTP fuzz found message/update answering 500).
    for (const body of [
      '{"name":"a\\u0000b"}',
      '{"list":[{"deep":["\\u0000"]}]}',
      '{"k\\u0000":1}',
    ]) {
      const nul = await app.request('/strict', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(nul.status).toBe(400)
      expect(await nul.json()).toMatchObject({
        code: 'INVALID_TEXT',
        error: 'Text must not contain the NUL character (U+0000).',
      })
    }
    // An escaped backslash before "u0000" is text, not the character.
    const literal = await app.request('/strict', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"C:\\\\u0000x"}',
    })
    expect(await literal.json()).toEqual({ name: 'C:\\u0000x' })
    expect((await app.request('/query?count=1%00')).status).toBe(400)
    expect((await (await app.request('/query?count=1%00')).json()).code).toBe('INVALID_TEXT')
    const typed = await app.request('/typed')
    expect(await typed.json()).toMatchObject({
      error: 'Ouch, somebody already took this nickname.',
      code: 'NICKNAME_TAKEN',
    })
    const boom = await app.request('/boom')
    expect(boom.status).toBe(500)
    const text = await boom.text()
    expect(text).not.toContain('secret internals')
    expect(JSON.parse(text)).toMatchObject({
      error: 'Server error, please contact the administrator',
      code: 'SERVER',
    })
  })

  it('rate-limits per user, else per client address, with 429 and Retry-After', async () => {
    let now = 0
    const app = appWith((a) => {
      a.use('/limited', rateLimit({ name: 'test', limit: 2, windowMs: 1000, now: () => now }))
      a.get('/limited', (c) => c.text('ok'))
    })
    const asUser = { headers: { authorization: 'Bearer user-token' } }
    expect((await app.request('/limited', asUser)).status).toBe(200)
    expect((await app.request('/limited', asUser)).status).toBe(200)
    const limited = await app.request('/limited', asUser)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    expect((await limited.json()).code).toBe('RATE_LIMITED')
    // Another identity has its own budget: here the (socket-less) client's address.
    const guest = { headers: { 'guest-device-id': 'device-0123456789abcdef' } }
    expect((await app.request('/limited', guest)).status).toBe(200)
    expect((await app.request('/limited', guest)).status).toBe(200)
    // A guest device id is the client's to choose: a new one buys no new budget.
    const rotated = { headers: { 'guest-device-id': 'device-fedcba9876543210' } }
    expect((await app.request('/limited', rotated)).status).toBe(429)
    expect((await app.request('/limited')).status).toBe(429)
    now = 1000
    expect((await app.request('/limited', asUser)).status).toBe(200)
  })

  it('counts guests per address whatever device id they send, and lets users through', async () => {
    const app = appWith((a) => {
      a.use('/turn', rateLimit({ name: 'guest-ip', limit: 2, windowMs: 1000, key: guestIpKey }))
      a.get('/turn', (c) => c.text('ok'))
    })
    const statuses = []
    for (const suffix of ['aaaa', 'bbbb', 'cccc']) {
      const invented = { headers: { 'guest-device-id': `device-0123456789${suffix}` } }
      statuses.push((await app.request('/turn', invented)).status)
    }
    expect(statuses).toEqual([200, 200, 429])
    const asUser = { headers: { authorization: 'Bearer user-token' } }
    for (let call = 0; call < 3; call += 1) {
      expect((await app.request('/turn', asUser)).status).toBe(200)
    }
  })

  it('sends Retry-After with a 429 that names its wait', async () => {
    const app = appWith((a) =>
      a.get('/wait', () => {
        throw new AppError({
          status: 429,
          code: 'GUEST_LIMIT_REACHED',
          message: 'Too many.',
          details: { retryAfterSeconds: 90 },
        })
      }),
    )
    const response = await app.request('/wait')
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('90')
  })

  it('takes the guest device id from the header or the cookie, only when well-formed', async () => {
    const app = appWith((a) => a.get('/guest', (c) => c.json(c.get('auth'))))
    const fromCookie = await app.request('/guest', {
      headers: { cookie: 'tl_guest_device=abcdefghij0123456789' },
    })
    expect((await fromCookie.json()).guestDeviceId).toBe('abcdefghij0123456789')
    const malformed = await app.request('/guest', { headers: { 'guest-device-id': '<script>' } })
    expect((await malformed.json()).guestDeviceId).toBeNull()
    const unknownToken = await app.request('/guest', { headers: { authorization: 'Bearer nope' } })
    expect((await unknownToken.json()).user).toBeNull()
  })
})

describe('web routing', () => {
  it('sends studio paths to the studio and the rest to the player', () => {
    expect(isStudioPath('/studio2')).toBe(true)
    expect(isStudioPath('/ko/studio2/create-scenario')).toBe(true)
    expect(isStudioPath('/story/setup/0123456789abcdef01234567')).toBe(true)
    expect(isStudioPath('/story/0123456789abcdef01234567/canvas')).toBe(true)
    expect(isStudioPath('/story/0123456789abcdef01234567')).toBe(false)
    expect(isStudioPath('/story/0123456789abcdef01234567/c/abc')).toBe(false)
    expect(isStudioPath('/myinfo')).toBe(false)
  })
})
