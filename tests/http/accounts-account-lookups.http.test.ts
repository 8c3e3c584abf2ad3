/**
 * Sign-up answers 409 'e-mail already registered' (the spec's text) and the nickname check
 * says whether a nickname is taken: both tell whether an account exists. They share one
 * budget per client address, so a list of accounts cannot be harvested from one client.
 */
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_LOOKUPS_DEFAULT } from '../../platform/accounts/routes/limits'
import { movableClock } from '../../platform/accounts/testing'
import { type SignedIn, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

const clock = movableClock(new Date('2026-05-01T09:00:00Z'))
let server: TestServer
let existing: SignedIn

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  json: any
}

/** A request from the given local address, so the server sees that client. */
function callFrom(client: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const url = new URL(`${server.url}/api${path}`)
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress: client,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            json: JSON.parse(text),
          })
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

const nicknameCheck = (client: string, nickname: string) =>
  callFrom(client, 'GET', `/account/nickname/check?nickname=${encodeURIComponent(nickname)}`)
const register = (client: string, email: string, nickname: string) =>
  callFrom(client, 'POST', '/account/register', {
    email,
    password: 'Tide-pool-42',
    passwordRepeat: 'Tide-pool-42',
    nickname,
    birthDate: '1992-03-04',
    agreePersonalData: true,
  })

beforeAll(async () => {
  server = await startTestServer({
    clock,
    env: {
      TALELOOM_ACCOUNT_LOOKUPS_PER_IP: String(ACCOUNT_LOOKUPS_DEFAULT.perIp),
      TALELOOM_ACCOUNT_LOOKUPS_WINDOW_MINUTES: String(ACCOUNT_LOOKUPS_DEFAULT.windowMinutes),
    },
  })
  existing = await signUp(server)
})
afterAll(async () => {
  await server?.close()
})

describe('sign-up and nickname checks, throttled per client', () => {
  it('keeps the spec’s 409 for a registered e-mail, then refuses the harvest with a 429', async () => {
    const taken = await register('127.0.0.11', existing.email, 'Fresh1Name')
    expect(taken.status).toBe(409)
    expect(taken.json.code).toBe('EMAIL_ALREADY_REGISTERED')
    expect(taken.json.error).toBe('This email address is already registered.')

    // One budget for both calls: the sign-up above spent one of it.
    for (let index = 1; index < ACCOUNT_LOOKUPS_DEFAULT.perIp; index += 1) {
      const answer =
        index % 2 === 0
          ? await nicknameCheck('127.0.0.11', `Probe${index}`)
          : await register('127.0.0.11', `probe${index}@example.com`, existing.nickname)
      expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(429)
    }
    for (const refused of [
      await register('127.0.0.11', existing.email, 'Fresh2Name'),
      await nicknameCheck('127.0.0.11', existing.nickname),
    ]) {
      expect(refused.status).toBe(429)
      expect(refused.json.code).toBe('ACCOUNT_LOOKUPS_LIMITED')
      expect(refused.json.error).toBe(
        'Too many sign-up attempts or nickname checks from your network. Please try again in a few minutes.',
      )
      expect(JSON.stringify(refused.json)).not.toContain('already')
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    }

    // Another client has its own budget.
    expect((await nicknameCheck('127.0.0.12', existing.nickname)).json).toMatchObject({
      available: false,
    })
    // The window ends on the server's clock.
    clock.advance(ACCOUNT_LOOKUPS_DEFAULT.windowMinutes * 60 * 1000)
    expect((await register('127.0.0.11', existing.email, 'Fresh3Name')).status).toBe(409)
  })
})
