/**
 * Live chat fan-out under a burst: every viewer gets each message of a sender's burst once,
 * in the order sent, masked, and a kick in the middle closes only its target; frames that
 * come together leave each socket in one write (the hub's outboxes, platform/live/chat/hub.ts).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createPgNotifyBus } from '../../platform/live/chat/bus-pg-notify'
import type { LiveChatMessage, ServerFrame } from '../../platform/live/chat/contract'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../support/accounts'
import { describeOnEngine } from '../support/http-engine'
import { startTestServer, type TestServer } from '../support/test-server'

interface Viewer {
  frames: ServerFrame[]
  socket: WebSocket
  /** The server's end of this viewer's connection. */
  server: Socket
  closed: Promise<number>
}

const messages = (viewer: Viewer) =>
  viewer.frames.filter((frame): frame is LiveChatMessage => frame.kind === 'message')

describeOnEngine('live chat fan-out under a burst', (engine) => {
  let server: TestServer
  let host: Server
  let url: string
  let streamer: SignedIn
  let viewer: SignedIn
  /** The server's end of each upgraded connection, in the order they came. */
  const serverEnds: Socket[] = []

  const token = async (user: SignedIn | null) =>
    (
      await server.api('/live/chattoken', {
        query: { creatorOid: streamer.oid },
        token: user?.token ?? null,
      })
    ).json.token as string

  async function connect(user: SignedIn | null): Promise<Viewer> {
    const socket = new WebSocket(`${url}/api/live/chat?token=${await token(user)}`)
    const frames: ServerFrame[] = []
    const closed = new Promise<number>((resolve) => socket.on('close', resolve))
    await new Promise<void>((resolve) =>
      socket.on('message', (raw) => {
        const frame = JSON.parse(String(raw)) as ServerFrame
        frames.push(frame)
        if (frame.kind === 'welcome') resolve()
      }),
    )
    return { frames, socket, closed, server: serverEnds.at(-1) as Socket }
  }

  beforeAll(async () => {
    server = await startTestServer({ engine })
    host = createServer((_request, response) => response.writeHead(404).end())
    server.context.live.chat.hub.attach(host)
    host.on('upgrade', (_request, socket: Socket) => serverEnds.push(socket))
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
    url = `ws://127.0.0.1:${(host.address() as AddressInfo).port}`
    const admin = await seedAdmin(server)
    streamer = await signUp(server)
    viewer = await signUp(server)
    await grantRoles(server, admin.token, streamer.oid, ['creator', 'livestreamer'])
    const saved = await server.api('/live/bannedwords', {
      body: { creatorOid: streamer.oid, bannedWords: ['bad'] },
      token: streamer.token,
    })
    expect(saved.status, saved.text).toBe(200)
  }, 120_000)
  afterAll(async () => {
    host?.close()
    await server?.close()
  })

  it('brings a burst to every viewer once each, in the order sent, masked', async () => {
    const viewers = [await connect(null), await connect(viewer), await connect(null)]
    const sender = await connect(streamer)
    const sent = Array.from({ length: 30 }, (_, i) => (i % 7 === 3 ? `bad ${i}` : `line ${i}`))
    for (const content of sent) sender.socket.send(JSON.stringify({ kind: 'send', content }))
    const expected = sent.map((content) => content.replace('bad', '***'))
    for (const each of [...viewers, sender]) {
      await expect.poll(() => messages(each).length).toBeGreaterThanOrEqual(30)
      expect(messages(each).map((message) => message.content)).toEqual(expected)
    }
    // Stored in the order sent: ids grow with it, and every viewer saw the same ids.
    const ids = messages(sender).map((message) => BigInt(message.id))
    expect(ids.every((id, i) => i === 0 || id > (ids[i - 1] as bigint))).toBe(true)
    for (const each of viewers)
      expect(messages(each).map((message) => message.id)).toEqual(ids.map(String))
    await new Promise((resolve) => setTimeout(resolve, 100))
    for (const each of [...viewers, sender]) expect(messages(each)).toHaveLength(30)

    // A kick amid a burst: the kicked viewer's socket closes after its disconnect frame, the
    // others keep every message.
    const kicked = viewers[1] as Viewer
    const more = Array.from({ length: 10 }, (_, i) => `more ${i}`)
    for (const content of more.slice(0, 5))
      sender.socket.send(JSON.stringify({ kind: 'send', content }))
    const ban = await server.api('/live/chatban', {
      body: { creatorOid: streamer.oid, userOid: viewer.oid, reason: 'kick', banTime: 5 },
      token: streamer.token,
    })
    expect(ban.status, ban.text).toBe(200)
    for (const content of more.slice(5))
      sender.socket.send(JSON.stringify({ kind: 'send', content }))
    expect(await kicked.closed).toBe(4000)
    expect(kicked.frames.at(-1)).toMatchObject({ kind: 'disconnect', reason: 'kick' })
    for (const each of [viewers[0] as Viewer, viewers[2] as Viewer, sender]) {
      await expect.poll(() => messages(each).length).toBeGreaterThanOrEqual(40)
      expect(messages(each).map((message) => message.content)).toEqual([...expected, ...more])
      expect(each.frames.some((frame) => frame.kind === 'disconnect')).toBe(false)
    }
    for (const each of [...viewers, sender]) each.socket.close()
  })

  it.skipIf(engine !== 'pglite')(
    'writes the frames that came together to each socket at once',
    async () => {
      const viewers = [await connect(null), await connect(null), await connect(null)]
      const writes = viewers.map((each) => {
        const count = { calls: 0 }
        const end = each.server as Socket & {
          _write: (...args: unknown[]) => void
          _writev: (...args: unknown[]) => void
        }
        for (const method of ['_write', '_writev'] as const) {
          const original = end[method].bind(end)
          end[method] = (...args: unknown[]) => {
            count.calls++
            original(...args)
          }
        }
        return count
      })
      // A second publisher on the same PGlite: its frames reach this process's hub in the
      // same turn, as a burst of stored messages does when the sends lag behind storage.
      const bus = createPgNotifyBus({
        database: server.context.database,
        logger: pino({ level: 'silent' }),
      })
      for (let id = 1; id <= 10; id++)
        await bus.publish(streamer.oid, {
          kind: 'message',
          id: `9000${id}`,
          sendTime: '2026-11-29T10:00:00.000Z',
          content: `together ${id}`,
          sender: {} as LiveChatMessage['sender'],
          isBan: false,
          isHiddenName: false,
        })
      for (const each of viewers) {
        await expect.poll(() => messages(each).length).toBe(10)
        expect(messages(each).map((message) => message.content)).toEqual(
          Array.from({ length: 10 }, (_, i) => `together ${i + 1}`),
        )
      }
      expect(writes.map((count) => count.calls)).toEqual([1, 1, 1])
      for (const each of viewers) each.socket.close()
    },
  )
})
