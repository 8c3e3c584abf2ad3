/**
 * The direct chat socket hub: `ws` on the HTTP upgrade at `/api/chat/socket`, over the
 * real-time bus and outboxes live chat uses too (platform/realtime). A socket listens to its
 * user's key and to each room they are in; every instance, the sender's included, writes what
 * the bus brings. On `resume` the socket is held, the stored messages after the client's ids
 * are written, then what the bus brought meanwhile, less what was replayed: no gap, no twice.
 */
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Logger } from 'pino'
import { type WebSocket, WebSocketServer } from 'ws'
import { type Database, newObjectId } from '../db'
import type { Clock } from '../http'
import {
  attachUpgrade,
  type Bus,
  type BusChannel,
  type BusKind,
  createFanout,
  type FanoutConnection,
  openBus,
} from '../realtime'
import { PRESENCE_RENEW_MS } from './presence'
import type { DirectChatClaims, DirectChatEnvelope, DirectChatRealtime } from './realtime'
import { userKey } from './realtime'
import {
  DIRECT_CHAT_SOCKET_PATH,
  type DirectChatClientFrame,
  type DirectChatEvent,
  DIRECT_CHAT_REALTIME_LIMITS as LIMITS,
} from './realtime-contract'
import { skipsReplayed } from './replay'
import { createTypingThrottle } from './typing'

export const DIRECT_CHAT_CHANNEL: BusChannel = {
  notify: 'directchat',
  redis: 'taleloom:directchat',
  label: 'direct chat',
}

/** A socket that sends no `resume` within this is released with what came live. */
const RESUME_WAIT_MS = 2_000

interface Connection extends FanoutConnection<DirectChatEvent> {
  socket: WebSocket
  claims: DirectChatClaims
  /** The room keys it listens to. */
  rooms: Set<string>
  /** Message ids written by the last resume: the same coming live is skipped once. */
  replayed: Set<string>
  timers: NodeJS.Timeout[]
}

export interface DirectChatHub {
  /** Adds the upgrade hook to a node HTTP server (npm start, tests, benchmarks). */
  attach(server: Server): void
  /** Open sockets on this instance, or a user's. */
  connections(userOid?: string): number
  readonly bus: BusKind
  close(): Promise<void>
}

export async function createDirectChatHub(deps: {
  database: Database
  realtime: DirectChatRealtime
  clock: Clock
  logger: Logger
  redisUrl?: string | undefined
  /** A bus of the caller's own (tests); otherwise opened from `redisUrl` or the database. */
  bus?: Bus<DirectChatEvent>
}): Promise<DirectChatHub> {
  const { realtime, logger } = deps
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  const typing = createTypingThrottle(LIMITS.typingIntervalMs)
  const fanout = createFanout<DirectChatEvent, Connection>({
    keep: (connection, { f }) =>
      f.type !== 'message' || !skipsReplayed(connection.replayed, f.message.messageId),
  })
  const bus =
    deps.bus ?? (await openBus<DirectChatEvent>({ ...deps, channel: DIRECT_CHAT_CHANNEL }))

  function listenTo(connection: Connection, roomIds: Iterable<string>) {
    for (const roomId of roomIds) {
      connection.rooms.add(roomId)
      fanout.listen(roomId, connection)
    }
  }

  /** A `room` event for a user: their sockets here follow their membership again. */
  async function follow(envelope: DirectChatEnvelope) {
    if (envelope.f.type !== 'room' || !envelope.c.startsWith('user:')) return
    const { roomId } = envelope.f
    const mine = [...fanout.listeners(envelope.c)]
    const first = mine[0]
    if (!first) return
    const rooms = await realtime.memberRooms(first.claims.userOid)
    for (const connection of mine) {
      if (rooms.has(roomId)) listenTo(connection, [roomId])
      else if (connection.rooms.delete(roomId)) fanout.unlisten(roomId, connection)
    }
  }

  // A `room` event reaches the user's sockets once they listen as their membership now is:
  // a client that heard it hears that room's next messages.
  await bus.subscribe((envelope) => {
    if (envelope.f.type !== 'room') return fanout.deliver(envelope)
    follow(envelope)
      .catch((error) => logger.warn({ err: error }, 'direct chat: rooms not read'))
      .finally(() => fanout.deliver(envelope))
  })
  realtime.setPublisher((envelope) => bus.publish(envelope))
  // This instance's sockets count as present while it renews their lease (presence.ts).
  const instanceOid = newObjectId()
  const renewing = setInterval(() => {
    realtime.presence
      .renew(instanceOid)
      .catch((error) => logger.warn({ err: error }, 'direct chat: presence not renewed'))
  }, PRESENCE_RENEW_MS)
  renewing.unref()

  async function resume(connection: Connection, checkPoints: unknown) {
    connection.held = true
    try {
      const points = Array.isArray(checkPoints) ? checkPoints : []
      const { messages, refetch } = await realtime.replay(connection.claims.userOid, points)
      connection.replayed = new Set(messages.map((message) => message.messageId))
      for (const message of messages)
        connection.socket.send(JSON.stringify({ type: 'message', message }))
      for (const roomId of refetch) connection.socket.send(JSON.stringify({ type: 'room', roomId }))
    } finally {
      fanout.release(connection)
    }
  }

  async function receive(connection: Connection, raw: string) {
    let frame: DirectChatClientFrame
    try {
      frame = JSON.parse(raw) as DirectChatClientFrame
    } catch {
      return
    }
    if (frame?.type === 'resume') return resume(connection, frame.checkPoints)
    if (frame?.type !== 'typing' || typeof frame.roomId !== 'string') return
    if (!connection.rooms.has(frame.roomId)) return
    const now = deps.clock.now().getTime()
    if (typing.allow(connection.claims.userOid, frame.roomId, now))
      await realtime.typing(frame.roomId, connection.claims)
  }

  async function accept(socket: WebSocket, request: IncomingMessage, stream: Duplex) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const claims = realtime.openSession(url.searchParams.get('token') ?? '')
    if (typeof claims === 'string') return socket.close(4001, claims)
    // Held from the start: what comes while the rooms and the resume are read waits.
    const connection: Connection = {
      socket,
      stream,
      userOid: claims.userOid,
      outbox: [],
      held: true,
      claims,
      rooms: new Set(),
      replayed: new Set(),
      timers: [],
    }
    const key = userKey(claims.userOid)
    fanout.listen(key, connection)
    // Counted open until it closes (after the count went up, whatever the order of events).
    const counted = realtime.presence.opened(claims.userOid, instanceOid)
    const left = Math.max(0, claims.sessionExpires - deps.clock.now().getTime())
    connection.timers.push(setTimeout(() => socket.close(4001, 'tokenExpired'), left))
    connection.timers.push(setTimeout(() => fanout.release(connection), RESUME_WAIT_MS))
    for (const timer of connection.timers) timer.unref()
    socket.on('close', () => {
      for (const timer of connection.timers) clearTimeout(timer)
      fanout.unlisten(key, connection)
      for (const roomId of connection.rooms) fanout.unlisten(roomId, connection)
      counted
        .then(() => realtime.presence.closed(claims.userOid, instanceOid))
        .catch((error) => logger.warn({ err: error }, 'direct chat: presence not counted'))
    })
    // One socket's frames are handled in the order they came (a resume before a typing).
    let received = (async () =>
      listenTo(connection, (await realtime.memberRooms(claims.userOid)).keys()))()
    socket.on('message', (raw) => {
      received = received
        .then(() => receive(connection, String(raw)))
        .catch((error) => logger.warn({ err: error }, 'direct chat: frame not handled'))
    })
    await counted
    await received
  }

  let closed = false
  return {
    bus: bus.kind,
    attach(server) {
      attachUpgrade(server, {
        path: DIRECT_CHAT_SOCKET_PATH,
        wss,
        label: 'direct chat',
        logger,
        accept,
      })
    },
    connections: (userOid) =>
      userOid ? fanout.count(userKey(userOid)) : fanout.connections().size,
    async close() {
      if (closed) return
      closed = true
      clearInterval(renewing)
      const open = fanout.connections()
      fanout.close()
      for (const connection of open) {
        for (const timer of connection.timers) clearTimeout(timer)
        connection.socket.close(1001, 'serverShutdown')
      }
      await bus.close()
      wss.close()
      await realtime.presence
        .gone(instanceOid)
        .catch((error) => logger.warn({ err: error }, 'direct chat: presence not cleared'))
    },
  }
}
