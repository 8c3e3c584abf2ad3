/**
 * Live chat fan-out over Redis pub/sub (`REDIS_URL`): two server instances on one database
 * deliver each other's messages and kicks through Redis, on PGlite and on PostgreSQL;
 * a payload that is not an envelope is skipped; an unreachable Redis stops the start with
 * a clear error. Needs a Redis at REDIS_URL (default redis://127.0.0.1:6379): skipped,
 * with the reason printed, when none answers.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient } from '@redis/client'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { DatabaseEngine } from '../../platform/db'
import { postgresAvailable, type TestDatabase } from '../../platform/db/testing'
import type { LivechatArea, ServerFrame } from '../../platform/live/chat'
import { createRedisBus, REDIS_CHANNEL } from '../../platform/live/chat/bus-redis'
import { loadConfig } from '../../server/config'
import { createServerContext, type ServerContext } from '../../server/context'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { probeRedis, TEST_REDIS_URL as REDIS_URL, skipWithout } from '../support/environment'
import { startTestServer, type TestServer } from '../support/test-server'

const redisSkipReason = await probeRedis()

async function socketHost(livechat: Pick<LivechatArea, 'hub'>) {
  const server: Server = createServer((_request, response) => response.writeHead(404).end())
  livechat.hub.attach(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

interface Client {
  next(predicate: (frame: ServerFrame) => boolean): Promise<ServerFrame>
  send(content: string): void
  closed: Promise<number>
  socket: WebSocket
}

function connect(base: string, token: string): Promise<Client> {
  const socket = new WebSocket(`${base}/api/live/chat?token=${encodeURIComponent(token)}`)
  const frames: ServerFrame[] = []
  const waiters: { predicate: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] =
    []
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  return new Promise((resolve) => {
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as ServerFrame
      frames.push(frame)
      for (const waiter of [...waiters]) {
        if (!waiter.predicate(frame)) continue
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(frame)
      }
      if (frame.kind === 'welcome') resolve(client)
    })
    const client: Client = {
      socket,
      closed,
      next: (predicate) =>
        new Promise((done) => {
          const seen = frames.find(predicate)
          if (seen) return done(seen)
          waiters.push({ predicate, resolve: done })
        }),
      send: (content) => socket.send(JSON.stringify({ kind: 'send', content })),
    }
  })
}

const messageWith = (text: string) => (f: ServerFrame) => f.kind === 'message' && f.content === text

/** The second instance's database: PostgreSQL's own connections, or the same PGlite. */
async function secondDatabase(server: TestServer, engine: DatabaseEngine) {
  const database = server.context.database as TestDatabase
  if (engine === 'postgres')
    return (database.openInstance as NonNullable<TestDatabase['openInstance']>)(
      'taleloom_livechat_redis_b',
    )
  // One PGlite serves both instances; the first one closes it.
  return { ...database, close: async () => {} }
}

function twoInstancesOnRedis(engine: DatabaseEngine) {
  let server: TestServer
  let second: ServerContext
  let hosts: Awaited<ReturnType<typeof socketHost>>[] = []

  beforeAll(async () => {
    server = await startTestServer({ engine, env: { REDIS_URL } })
    second = await createServerContext(loadConfig({ LOG_LEVEL: 'silent', PORT: '0', REDIS_URL }), {
      database: await secondDatabase(server, engine),
      logger: pino({ level: 'silent' }),
      jobs: false,
    })
    hosts = [await socketHost(server.context.live.chat), await socketHost(second.live.chat)]
  }, 120_000)
  afterAll(async () => {
    for (const host of hosts) host.server.close()
    await second?.close()
    await server?.close()
  })

  it('delivers messages and a kick sent on one instance to viewers connected to the other', async () => {
    // Redis is the only path between the two: neither listens to the database's channel.
    expect([server.context.live.chat.hub.bus, second.live.chat.hub.bus]).toEqual(['redis', 'redis'])
    const admin = await seedAdmin(server)
    const streamer = await signUp(server)
    const viewer = await signUp(server)
    await grantRoles(server, admin.token, streamer.oid, ['creator', 'livestreamer'])
    const tokenOf = async (user: SignedIn | null) =>
      (
        await server.api('/live/chattoken', {
          query: { creatorOid: streamer.oid },
          token: user?.token ?? null,
        })
      ).json.token as string
    // Instance A answers `server.api`; the viewer is connected to instance B.
    const [hostA, hostB] = hosts as [(typeof hosts)[0], (typeof hosts)[0]]
    const onB = await connect(hostB.url, await tokenOf(viewer))
    const guestOnA = await connect(hostA.url, await tokenOf(null))
    const streamerOnA = await connect(hostA.url, await tokenOf(streamer))

    onB.send('over redis from B')
    const seen = await guestOnA.next(messageWith('over redis from B'))
    expect(seen).toMatchObject({ sender: { userOid: viewer.oid } })
    // The sender's own instance delivers it through Redis too: one order everywhere.
    await onB.next(messageWith('over redis from B'))
    streamerOnA.send('over redis from A')
    await onB.next(messageWith('over redis from A'))

    // A kick through instance A's route reaches the viewer's socket on B, and only it.
    const kicked = await server.api('/live/chatban', {
      method: 'POST',
      token: streamer.token,
      body: { creatorOid: streamer.oid, userOid: viewer.oid, reason: 'kick', banTime: 10 },
    })
    expect(kicked.status).toBe(200)
    expect(await onB.next((f) => f.kind === 'disconnect')).toMatchObject({
      reason: 'kick',
      userId: viewer.oid,
    })
    expect(await onB.closed).toBe(4000)
    streamerOnA.send('after the kick')
    await guestOnA.next(messageWith('after the kick'))
    guestOnA.socket.close()
    streamerOnA.socket.close()
  })
}

describe.skipIf(skipWithout('Redis', redisSkipReason))(
  'live chat across two server instances on Redis [pglite]',
  () => twoInstancesOnRedis('pglite'),
)
describe.skipIf(skipWithout('Redis', redisSkipReason) || !postgresAvailable)(
  'live chat across two server instances on Redis [postgres]',
  () => twoInstancesOnRedis('postgres'),
)

describe.skipIf(skipWithout('Redis', redisSkipReason))('the Redis chat bus', () => {
  it('skips a payload that is not an envelope and keeps delivering', async () => {
    const channel = `${REDIS_CHANNEL}:test:${process.pid}:${Date.now()}`
    const logger = pino({ level: 'silent' })
    const bus = await createRedisBus({ url: REDIS_URL, logger, channel })
    const raw = createClient({ url: REDIS_URL })
    raw.on('error', () => {})
    await raw.connect()
    const received: string[] = []
    let arrivedNow = () => {}
    const arrived = new Promise<void>((resolve) => {
      arrivedNow = resolve
    })
    // Resolves once Redis confirmed the subscription: the publishes below come after it.
    await bus.subscribe((envelope) => {
      received.push(envelope.c)
      if (envelope.c === 'after') arrivedNow()
    })
    await raw.publish(channel, 'not json')
    await raw.publish(channel, JSON.stringify({ nothing: 'here' }))
    await bus.publish('after', {
      kind: 'disconnect',
      id: '0',
      sendTime: new Date(0).toISOString(),
      reason: 'serverShutdown',
      userId: null,
    })
    await arrived
    expect(received).toEqual(['after'])
    raw.destroy()
    await bus.close()
  })
})

describe('the Redis chat bus with nothing at REDIS_URL', () => {
  it('refuses to open (the server does not start), naming the URL without its password', async () => {
    // A port that was free a moment ago: nothing answers there.
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as AddressInfo).port
    await new Promise((resolve) => probe.close(resolve))
    const url = `redis://:hunter2@127.0.0.1:${port}`
    const error = await createRedisBus({ url, logger: pino({ level: 'silent' }) }).then(
      () => null,
      (reason: Error) => reason,
    )
    expect(error?.message).toContain(
      `REDIS_URL is set but no Redis answered at redis://:***@127.0.0.1:${port}`,
    )
    expect(error?.message).not.toContain('hunter2')
  })
})
