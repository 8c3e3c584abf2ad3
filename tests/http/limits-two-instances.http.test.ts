/**
 * Limits hold across instances: two servers on one PostgreSQL database, as behind a load
 * balancer, share every budget. Concurrent wrong passwords, live password guesses and chat
 * messages split across both get exactly the policy's count through, not twice it.
 * Needs PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test): without
 * one this file is skipped, saying why (platform/db/testing.ts); CI requires it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movableClock } from '../../platform/accounts/testing'
import { FREE_LOGIN_FAILURES } from '../../platform/accounts/throttle'
import { postgresAvailable } from '../../platform/db/testing'
import { PASSWORD_TRIES_PER_MINUTE } from '../../platform/live/entry'
import { type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { type ChatClient, connectChat, socketHost } from '../support/chat-socket'
import { setLivePassword, signUpLivestreamer } from '../support/live-streamer'
import { startTestServer, type TestServer } from '../support/test-server'

const clock = movableClock(new Date('2026-07-03T20:00:00Z'))

/** How many answers carry each error code. */
function tally(answers: { status: number; json: { code?: string } }[]) {
  const counts: Record<string, number> = {}
  for (const answer of answers) {
    const code = answer.status === 200 ? 'ok' : (answer.json?.code ?? String(answer.status))
    counts[code] = (counts[code] ?? 0) + 1
  }
  return counts
}

if (!postgresAvailable)
  console.warn(
    '[limits across instances] skipped: it needs PostgreSQL (the reason is printed above)',
  )

describe.skipIf(!postgresAvailable)('limits shared by two instances on one PostgreSQL', () => {
  let first: TestServer
  let second: TestServer
  let hosts: Awaited<ReturnType<typeof socketHost>>[] = []
  const clients: ChatClient[] = []
  let streamer: SignedIn
  /** Alternates between the two instances, as a load balancer would. */
  const either = (index: number) => (index % 2 ? second : first)

  beforeAll(async () => {
    first = await startTestServer({ private: true, engine: 'postgres', clock })
    second = await startTestServer({
      private: true,
      engine: 'postgres',
      clock,
      sharedDatabaseWith: first,
    })
    hosts = [await socketHost(first.context.live.chat), await socketHost(second.context.live.chat)]
    const admin = await seedAdmin(first)
    streamer = await signUpLivestreamer(first, admin.token)
  }, 120_000)
  afterAll(async () => {
    for (const client of clients) client.socket.terminate()
    for (const host of hosts) await host.close()
    await second?.close()
    await first?.close()
  })

  it(`lock a client after ${FREE_LOGIN_FAILURES} of 40 concurrent wrong passwords`, async () => {
    const owner = await signUp(first)
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        either(index).api('/account/login', {
          body: { email: owner.email, password: `Wrong-${index}` },
        }),
      ),
    )
    // 20 a minute reach the check for one client and address (both instances together);
    // of those, the lockout's free attempts are checked and the rest refused.
    expect(tally(answers)).toEqual({
      RATE_LIMITED: 20,
      INCORRECT_CREDENTIALS: FREE_LOGIN_FAILURES,
      LOGIN_LOCKED: 20 - FREE_LOGIN_FAILURES,
    })
    for (const server of [first, second]) {
      const right = await server.api('/account/login', {
        body: { email: owner.email, password: owner.password },
      })
      expect(right.status).toBe(429)
    }
  })

  it(`check ${PASSWORD_TRIES_PER_MINUTE} of 40 concurrent live password guesses`, async () => {
    await setLivePassword(first, streamer, '8812')
    const viewer = await signUp(first)
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        either(index).api('/live/play', {
          token: viewer.token,
          query: { creatorOid: streamer.oid, key: String(2000 + index) },
        }),
      ),
    )
    expect(tally(answers)).toEqual({
      LIVE_PASSWORD_INCORRECT: PASSWORD_TRIES_PER_MINUTE,
      LIVE_PASSWORD_TRIES: 40 - PASSWORD_TRIES_PER_MINUTE,
    })
  })

  it('store 5 of 20 chat messages sent at once through both instances', async () => {
    await first.api('/live/entry', {
      token: streamer.token,
      body: { creatorOid: streamer.oid, entry: { mode: 'everyone', password: null } },
    })
    const viewer = await signUp(first)
    const sockets: ChatClient[] = []
    for (const [index, host] of hosts.entries()) {
      const answer = await either(index).api('/live/chattoken', {
        token: viewer.token,
        query: { creatorOid: streamer.oid, key: '' },
      })
      expect(answer.status, answer.text).toBe(200)
      sockets.push(await connectChat(host.url, answer.json.token))
    }
    clients.push(...sockets)
    for (let index = 0; index < 10; index += 1)
      for (const socket of sockets) socket.send(`split ${index}`)
    // A ping after them: by each pong, that socket's messages are stored or refused.
    for (const socket of sockets) socket.socket.send(JSON.stringify({ kind: 'ping' }))
    await Promise.all(
      sockets.map((socket) => socket.next((frame) => (frame as { kind: string }).kind === 'pong')),
    )
    const refused = sockets.flatMap((socket) =>
      socket.frames.filter((frame) => frame.kind === 'error' && frame.code === 'LIVECHAT_TOO_FAST'),
    )
    expect(refused).toHaveLength(15)
    const stored = await first.context.database.db
      .selectFrom('livechat_messages')
      .select('id')
      .where('creator_oid', '=', streamer.oid)
      .where('user_oid', '=', viewer.oid)
      .execute()
    expect(stored).toHaveLength(5)
  })
})
