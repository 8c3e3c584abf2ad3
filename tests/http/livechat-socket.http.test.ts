/**
 * Live chat over WebSocket: guests read but 'Login is required' to chat, banned words are
 * masked and five mentions restrict chat for 30 minutes (injected clock), managers kick,
 * a reconnect resumes after the last seen id, and on PostgreSQL a message sent through
 * one server instance reaches a viewer of another (LISTEN/NOTIFY).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { postgresAvailable, type TestDatabase } from '../../platform/db/testing'
import type { LivechatArea, ServerFrame } from '../../platform/live/chat'
import { loadConfig } from '../../server/config'
import { createServerContext, type ServerContext } from '../../server/context'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

/** A socket listener for a hub: the hub only needs upgrade events of some node server. */
async function socketHost(livechat: Pick<LivechatArea, 'hub'>) {
  const server: Server = createServer((_request, response) => response.writeHead(404).end())
  livechat.hub.attach(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

interface Client {
  frames: ServerFrame[]
  next(predicate: (frame: ServerFrame) => boolean): Promise<ServerFrame>
  send(content: string, isHiddenName?: boolean): void
  closed: Promise<number>
  socket: WebSocket
}

function connect(base: string, token: string, lastId?: string): Promise<Client> {
  const query = new URLSearchParams({ token, ...(lastId ? { lastId } : {}) })
  const socket = new WebSocket(`${base}/api/live/chat?${query}`)
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
      if (frame.kind === 'welcome' || frame.kind === 'disconnect') resolve(client)
    })
    const client: Client = {
      frames,
      socket,
      closed,
      next: (predicate) =>
        new Promise((done) => {
          const seen = frames.find(predicate)
          if (seen) return done(seen)
          waiters.push({ predicate, resolve: done })
        }),
      send: (content, isHiddenName) =>
        socket.send(JSON.stringify({ kind: 'send', content, isHiddenName })),
    }
  })
}

const messageWith = (text: string) => (f: ServerFrame) => f.kind === 'message' && f.content === text

describeOnEngine('live chat over WebSocket', (engine) => {
  let server: TestServer
  let host: Awaited<ReturnType<typeof socketHost>>
  let streamer: SignedIn
  let viewer: SignedIn
  let manager: SignedIn
  let now = new Date('2026-11-26T10:00:00.000Z')
  const token = async (user: SignedIn | null) => {
    const answer = await server.api('/live/chattoken', {
      query: { creatorOid: streamer.oid, key: '' },
      token: user?.token ?? null,
    })
    expect(answer.status, answer.text).toBe(200)
    return answer.json.token as string
  }

  beforeAll(async () => {
    server = await startTestServer({ engine, clock: { now: () => now } })
    host = await socketHost(server.context.live.chat)
    const admin = await seedAdmin(server)
    streamer = await signUp(server)
    viewer = await signUp(server)
    manager = await signUp(server)
    await grantRoles(server, admin.token, streamer.oid, ['creator', 'livestreamer'])
  }, 120_000)
  afterAll(async () => {
    host?.server.close()
    await server?.close()
  })

  it('announces liveOn when the stream is published and liveOff when it ends', async () => {
    const watcher = await connect(host.url, await token(null))
    const key = (await server.api('/live/key2', { method: 'POST', token: streamer.token })).json
      .key as string
    const on = await server.api('/live/keyverification', {
      body: { creatorOid: streamer.oid, key, call: 'publish' },
    })
    expect(on.status, on.text).toBe(200)
    await watcher.next((frame) => frame.kind === 'event' && frame.eventName === 'liveOn')
    const off = await server.api('/live/keyverification', {
      body: { creatorOid: streamer.oid, key, call: 'publish_done' },
    })
    expect(off.status, off.text).toBe(200)
    await watcher.next((frame) => frame.kind === 'event' && frame.eventName === 'liveOff')
    const order = watcher.frames
      .filter((frame) => frame.kind === 'event')
      .map((frame) => (frame as { eventName: string }).eventName)
    expect(order).toEqual(['liveOn', 'liveOff'])
    watcher.socket.close()
  })

  it('gives a signed token with its expiry times, and refuses a creator that does not stream', async () => {
    const answer = await server.api('/live/chattoken', { query: { creatorOid: streamer.oid } })
    expect(answer.status).toBe(200)
    expect(answer.json.tokenExpirationTime).toBe('2026-11-26T10:10:00.000Z')
    expect(answer.json.sessionExpirationTime).toBe('2026-11-26T22:00:00.000Z')
    const bad = await server.api('/live/chattoken', { query: { creatorOid: 'nope' } })
    expect(bad.status).toBe(400)
    expect(bad.json.error).toBe('creatorOid is required')
    const notStreamer = await server.api('/live/chattoken', { query: { creatorOid: viewer.oid } })
    expect(notStreamer.status).toBe(404)
  })

  it('refuses a forged token with a disconnect message', async () => {
    const client = await connect(host.url, `${(await token(viewer)).slice(0, -3)}abc`)
    expect(client.frames[0]).toMatchObject({ kind: 'disconnect', reason: 'invalidToken' })
    expect(await client.closed).toBe(4001)
  })

  it('lets a guest read, but says Login is required when a guest sends', async () => {
    const guest = await connect(host.url, await token(null))
    const user = await connect(host.url, await token(viewer))
    expect(guest.frames[0]).toMatchObject({ kind: 'welcome', canChat: false, userOid: null })
    guest.send('hello')
    expect(await guest.next((f) => f.kind === 'error')).toMatchObject({
      code: 'LIVECHAT_LOGIN_REQUIRED',
      message: 'Login is required',
    })
    user.send('hi all')
    const seen = await guest.next(messageWith('hi all'))
    expect(seen).toMatchObject({ sender: { userOid: viewer.oid, isCreator: false } })
    guest.socket.close()
    user.socket.close()
  })

  it('masks banned words and restricts chat for 30 minutes at the fifth mention', async () => {
    const empty = await server.api('/live/bannedwords', {
      body: { creatorOid: streamer.oid, bannedWords: ['  '] },
      token: streamer.token,
    })
    expect(empty.status).toBe(400)
    expect(empty.json.error).toBe('Enter a banned word.')
    const notMine = await server.api('/live/bannedwords', {
      body: { creatorOid: streamer.oid, bannedWords: ['x'] },
      token: viewer.token,
    })
    expect(notMine.status).toBe(403)
    const saved = await server.api('/live/bannedwords', {
      body: { creatorOid: streamer.oid, bannedWords: ['바보', 'bad'] },
      token: streamer.token,
    })
    expect(saved.status, saved.text).toBe(200)
    const user = await connect(host.url, await token(viewer))
    expect(user.frames[0]).toMatchObject({ bannedWords: ['바보', 'bad'] })
    user.send('you B A D 바 보')
    await user.next(messageWith('you * * * * *'))
    user.send('bad bad')
    await user.next(messageWith('*** ***'))
    user.send('bad, once more')
    // The fifth mention: the message still goes out masked, then the restriction is told.
    const restricted = await user.next((f) => f.kind === 'error')
    expect(restricted).toMatchObject({
      code: 'LIVECHAT_RESTRICTED',
      message: 'chat restricted 30 minutes for banned-word abuse',
      until: '2026-11-26T10:30:00.000Z',
    })
    user.send('still here?')
    const errors = () => user.frames.filter((f) => f.kind === 'error')
    await user.next((f) => f.kind === 'error' && errors().length === 2)
    now = new Date('2026-11-26T10:30:01.000Z')
    user.send('back after the restriction')
    await user.next(messageWith('back after the restriction'))
    user.socket.close()
    now = new Date('2026-11-26T10:00:00.000Z')
  })

  it('lets a manager kick a viewer, who gets a disconnect message and cannot return', async () => {
    const denied = await server.api('/live/chatban', {
      body: { creatorOid: streamer.oid, userOid: viewer.oid, reason: 'kick' },
      token: manager.token,
    })
    expect(denied.status).toBe(403)
    const watcher = await connect(host.url, await token(null))
    const made = await server.api('/live/manager', {
      body: { creatorOid: streamer.oid, userOid: manager.oid },
      token: streamer.token,
    })
    expect(made.status, made.text).toBe(200)
    const kicked = await connect(host.url, await token(viewer))
    const ban = await server.api('/live/chatban', {
      body: { creatorOid: streamer.oid, userOid: viewer.oid, reason: 'kick', banTime: 5 },
      token: manager.token,
    })
    expect(ban.status, ban.text).toBe(200)
    expect(await kicked.next((f) => f.kind === 'disconnect')).toMatchObject({
      reason: 'kick',
      userId: viewer.oid,
    })
    await kicked.closed
    const again = await connect(host.url, await token(viewer))
    expect(again.frames[0]).toMatchObject({ kind: 'disconnect', reason: 'block' })
    // The lifted ban lets them back.
    const lifted = await server.api('/live/removebanusers', {
      body: { creatorOid: streamer.oid, blackUserDataOids: [ban.json.oid] },
      token: manager.token,
    })
    expect(lifted.json.removed).toEqual([ban.json.oid])
    const back = await connect(host.url, await token(viewer))
    expect(back.frames[0]).toMatchObject({ kind: 'welcome', canChat: true })
    expect(
      await watcher.next((f) => f.kind === 'event' && f.eventName === 'makeManager'),
    ).toMatchObject({ data: { userOid: manager.oid, nickname: manager.nickname } })
    const removed = await server.api('/live/removemanagers', {
      body: { creatorOid: streamer.oid, managerOids: [manager.oid] },
      token: streamer.token,
    })
    expect(removed.json.removed).toEqual([manager.oid])
    await watcher.next((f) => f.kind === 'event' && f.eventName === 'removeManager')
    watcher.socket.close()
    back.socket.close()
  })

  it('resumes after the last seen id on reconnect, in order, without repeats', async () => {
    const sender = await connect(host.url, await token(streamer))
    sender.send('one')
    const one = await sender.next(messageWith('one'))
    sender.send('two')
    sender.send('three')
    await sender.next(messageWith('three'))
    const resumed = await connect(
      host.url,
      await token(viewer),
      one.kind === 'message' ? one.id : '',
    )
    const welcome = resumed.frames[0]
    expect(
      welcome?.kind === 'welcome' &&
        welcome.history.map((line) => (line.kind === 'message' ? line.content : line.kind)),
    ).toEqual(['two', 'three'])
    expect(welcome).toMatchObject({ history: [{ sender: { isCreator: true } }, {}] })
    sender.socket.close()
    resumed.socket.close()
  })
})

describe.skipIf(!postgresAvailable)('live chat across two server instances [postgres]', () => {
  let server: TestServer
  let second: ServerContext
  let hosts: Awaited<ReturnType<typeof socketHost>>[] = []

  beforeAll(async () => {
    server = await startTestServer({ engine: 'postgres' })
    const database = server.context.database as TestDatabase
    const instance = await (database.openInstance as NonNullable<TestDatabase['openInstance']>)(
      'taleloom_livechat_b',
    )
    second = await createServerContext(loadConfig({ LOG_LEVEL: 'silent', PORT: '0' }), {
      database: instance,
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

  it('delivers a message sent on one instance to a viewer connected to the other', async () => {
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
    const [hostA, hostB] = hosts as [(typeof hosts)[0], (typeof hosts)[0]]
    const onA = await connect(hostA.url, await tokenOf(viewer))
    const onB = await connect(hostB.url, await tokenOf(null))
    onA.send('across instances')
    const seen = await onB.next(messageWith('across instances'))
    expect(seen).toMatchObject({ sender: { userOid: viewer.oid } })
    // And back: the instance that sent it delivers through the same channel.
    await onA.next(messageWith('across instances'))
    onA.socket.close()
    onB.socket.close()
  })
})
