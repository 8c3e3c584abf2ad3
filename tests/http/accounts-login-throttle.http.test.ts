/**
 * The login throttle over real sockets from distinct client addresses (127.0.0.x are all
 * this machine): failures lock the client that made them, not the account, so an attacker
 * elsewhere cannot keep the owner out; a looser ceiling per account stops a crowd of
 * clients, except the clients the owner has logged in from (or reset the password from).
 */
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movableClock } from '../../platform/accounts/testing'
import { ACCOUNT_FAILURE_CEILING, FREE_LOGIN_FAILURES } from '../../platform/accounts/throttle'
import { type SignedIn, signUp } from '../support/accounts'
import { startTestServer, type TestServer } from '../support/test-server'

const clock = movableClock(new Date('2026-04-01T09:00:00Z'))
let server: TestServer

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  json: any
}

/** POSTs JSON from the given local address, so the server sees that client. */
function postFrom(
  client: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(`${server.url}/api${path}`)
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: client,
        headers: { 'content-type': 'application/json', ...headers },
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
    outgoing.end(payload)
  })
}

const login = (client: string, email: string, password: string, headers?: Record<string, string>) =>
  postFrom(client, '/account/login', { email, password }, headers)

async function failFrom(client: string, email: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const failed = await login(client, email, 'Wrong-guess-1')
    expect(failed.status, JSON.stringify(failed.json)).toBe(401)
  }
}

beforeAll(async () => {
  // No proxy in front: a forged X-Forwarded-For must not pick the client (one test sends one).
  server = await startTestServer({ clock, env: { TALELOOM_TRUST_PROXY: '0' } })
})
afterAll(async () => {
  await server?.close()
})

describe('login throttle keyed by client and account', () => {
  let owner: SignedIn

  beforeAll(async () => {
    owner = await signUp(server)
  })

  it("locks the attacker's client, while the owner still logs in from their own", async () => {
    await failFrom('127.0.0.2', owner.email, FREE_LOGIN_FAILURES)
    const attacker = await login('127.0.0.2', owner.email, owner.password)
    expect(attacker.status).toBe(429)
    expect(attacker.json.code).toBe('LOGIN_LOCKED')
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0)

    const own = await login('127.0.0.3', owner.email, owner.password)
    expect(own.status, JSON.stringify(own.json)).toBe(200)
    expect(own.json.token).toEqual(expect.any(String))
    // The attacker's client stays locked after the owner's success.
    expect((await login('127.0.0.2', owner.email, owner.password)).status).toBe(429)
  })

  it('does not take the client from X-Forwarded-For unless a proxy is trusted', async () => {
    const victim = await signUp(server)
    for (let attempt = 0; attempt < FREE_LOGIN_FAILURES; attempt += 1) {
      const failed = await login('127.0.0.4', victim.email, 'Wrong-guess-1', {
        'x-forwarded-for': `198.51.100.${attempt + 1}`,
      })
      expect(failed.status).toBe(401)
    }
    const rotated = await login('127.0.0.4', victim.email, victim.password, {
      'x-forwarded-for': '198.51.100.200',
    })
    expect(rotated.status).toBe(429)
  })

  it('stops a crowd of clients at the per-account ceiling, but not the owner', async () => {
    const target = await signUp(server)
    // The owner's usual client.
    expect((await login('127.0.0.5', target.email, target.password)).status).toBe(200)
    const crowd = Math.ceil(ACCOUNT_FAILURE_CEILING / FREE_LOGIN_FAILURES)
    for (let index = 0; index < crowd; index += 1) {
      await failFrom(`127.0.1.${index + 1}`, target.email, FREE_LOGIN_FAILURES)
    }
    // A client that never failed, and never logged in: the ceiling holds it off.
    const stranger = await login('127.0.2.1', target.email, target.password)
    expect(stranger.status).toBe(429)
    expect(stranger.json.code).toBe('LOGIN_LOCKED')
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0)
    // The owner's own client is known: it logs in.
    expect((await login('127.0.0.5', target.email, target.password)).status).toBe(200)

    // A password reset proves the mailbox: the client that finishes it is known from then on.
    expect(
      (await postFrom('127.0.2.2', '/account/changepw/request', { email: target.email })).status,
    ).toBe(200)
    const link = server.lastMailTo(target.email)?.text.match(/pwreset\?token=([A-Za-z0-9_-]+)/)
    expect(link?.[1]).toBeTruthy()
    const newPassword = 'Fresh-tide-42'
    const reset = await postFrom('127.0.2.2', '/account/changepw/finalize', {
      token: link![1],
      password: newPassword,
      passwordRepeat: newPassword,
    })
    expect(reset.status, JSON.stringify(reset.json)).toBe(200)
    for (let index = 0; index < crowd; index += 1) {
      await failFrom(`127.0.3.${index + 1}`, target.email, FREE_LOGIN_FAILURES)
    }
    expect((await login('127.0.2.3', target.email, newPassword)).status).toBe(429)
    expect((await login('127.0.2.2', target.email, newPassword)).status).toBe(200)

    // The ceiling lasts its window; then a new client logs in again.
    clock.advance(60 * 60 * 1000 + 1000)
    expect((await login('127.0.2.1', target.email, newPassword)).status).toBe(200)
  })
})
