/**
 * The chat socket hub: `ws` on the server's HTTP upgrade at `/api/live/chat`, and fan-out
 * across instances through the chat bus (LISTEN/NOTIFY, or Redis pub/sub with `REDIS_URL`).
 * A frame is never delivered directly: every instance, the sender's included, delivers what
 * the bus brings, so all see one order. Under a burst a socket takes the frames that came
 * while it waited in one write (`drain`).
 */
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Logger } from 'pino'
import { type WebSocket, WebSocketServer } from 'ws'
import type { Database } from '../../db'
import type { Clock } from '../../http'
import { AppError } from '../../http'
import { type ChatBus, type ChatBusKind, type ChatEnvelope, openChatBus } from './bus'
import type { ClientFrame, DisconnectReason, ServerFrame } from './contract'
import { LIVECHAT_TEXTS } from './contract'
import type { LivechatService } from './service'
import type { ChatClaims } from './token'

export const CHAT_SOCKET_PATH = '/api/live/chat'

/** A Buffer sent as a text frame, as the client reads every frame. */
const TEXT = { binary: false } as const
/** How long sockets are written before the loop turns (storage, other sockets' reads). */
const DRAIN_SLICE_MS = 5

interface Outgoing {
  envelope: ChatEnvelope
  data: Buffer
}

interface Connection {
  socket: WebSocket
  /** The socket's TCP stream, corked while its outbox is written so that is one write. */
  stream: Duplex | null
  /** Frames not yet written to this socket, in the bus's order. */
  outbox: Outgoing[]
  claims: ChatClaims
  timer: NodeJS.Timeout
}

export interface ChatHub {
  /** Adds the upgrade hook to a node HTTP server (npm start, tests, benchmarks). */
  attach(server: Server): void
  /** Connections on this instance, for tests and the viewer count. */
  connections(creatorOid?: string): number
  /** Which bus fans frames out across instances. */
  readonly bus: ChatBusKind
  close(): Promise<void>
}

export async function createChatHub(deps: {
  database: Database
  service: LivechatService
  clock: Clock
  logger: Logger
  /** Fan out through Redis pub/sub instead of the database's LISTEN/NOTIFY. */
  redisUrl?: string | undefined
  /** A bus of the caller's own (tests); otherwise opened from `redisUrl` or the database. */
  bus?: ChatBus
}): Promise<ChatHub> {
  const { service } = deps
  const rooms = new Map<string, Set<Connection>>()
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 })

  // Frames the bus brought wait in each connection's outbox; the sockets that have some are
  // written a slice of time at a time, the loop turning in between. Each write to a socket is
  // a system call, the fan-out's main cost (profile: writev): while the sends lag, the next
  // messages are stored meanwhile and join the outboxes, and a socket takes them all in one
  // write. One socket's frames keep the bus's order.
  const waiting: Connection[] = []
  let next = 0
  let draining: NodeJS.Immediate | null = null

  function deliver(envelope: ChatEnvelope) {
    const room = rooms.get(envelope.c)
    if (!room) return
    // Serialised once, when it arrives; one Buffer for every socket, which none encodes again.
    const frame: Outgoing = { envelope, data: Buffer.from(JSON.stringify(envelope.f)) }
    for (const connection of room) {
      if (envelope.u && connection.claims.userOid !== envelope.u) continue
      if (connection.outbox.push(frame) === 1) waiting.push(connection)
    }
    draining ??= setImmediate(drain)
  }

  function drain() {
    draining = null
    const until = performance.now() + DRAIN_SLICE_MS
    try {
      while (next < waiting.length && performance.now() < until) {
        const connection = waiting[next++] as Connection
        const frames = connection.outbox
        connection.outbox = []
        connection.stream?.cork()
        for (const { envelope, data } of frames) {
          connection.socket.send(data, TEXT)
          if (envelope.f.kind === 'disconnect') connection.socket.close(4000, envelope.f.reason)
        }
        connection.stream?.uncork()
      }
    } finally {
      // One socket's failure leaves the others' frames to the next turn, not stranded.
      waiting.splice(0, next)
      next = 0
      if (waiting.length > 0) draining = setImmediate(drain)
    }
  }

  const bus = deps.bus ?? (await openChatBus(deps))
  await bus.subscribe(deliver)
  service.setPublisher((creatorOid, frame, toUserOid) => bus.publish(creatorOid, frame, toUserOid))

  function refuse(socket: WebSocket, reason: DisconnectReason) {
    const frame: ServerFrame = {
      kind: 'disconnect',
      id: '0',
      sendTime: deps.clock.now().toISOString(),
      reason,
      userId: null,
    }
    socket.send(JSON.stringify(frame))
    socket.close(4001, reason)
  }

  async function accept(socket: WebSocket, request: IncomingMessage, stream: Duplex) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const session = service.openSession(url.searchParams.get('token') ?? '')
    if (typeof session === 'string') return refuse(socket, session)
    const claims = session
    const lastId = url.searchParams.get('lastId')
    // Frames published while the welcome is read are queued, then sent after it.
    const early: Buffer[] = []
    const pending = { socket: { send: (data: Buffer) => early.push(data), close() {} } }
    const connection: Connection = {
      socket: pending.socket as unknown as WebSocket,
      stream: null,
      outbox: [],
      claims,
      timer: setTimeout(
        () => refuse(socket, 'tokenExpired'),
        Math.max(0, claims.sessionExpires - deps.clock.now().getTime()),
      ),
    }
    connection.timer.unref()
    const room = rooms.get(claims.creatorOid) ?? new Set<Connection>()
    rooms.set(claims.creatorOid, room)
    room.add(connection)
    socket.on('close', () => {
      clearTimeout(connection.timer)
      room.delete(connection)
      if (room.size === 0) rooms.delete(claims.creatorOid)
    })
    const { blocked, ...welcome } = await service.welcome(
      claims,
      lastId && /^\d{1,18}$/.test(lastId) ? lastId : null,
    )
    if (blocked) {
      room.delete(connection)
      return refuse(socket, 'block')
    }
    const seen = new Set(welcome.history.map((message) => message.id))
    socket.send(JSON.stringify(welcome))
    // Frames still in the outbox came while the welcome was read, as the early ones did.
    for (const { data } of connection.outbox.splice(0)) early.push(data)
    for (const data of early) {
      const frame = JSON.parse(String(data)) as ServerFrame
      if ((frame.kind === 'message' || frame.kind === 'notice') && seen.has(frame.id)) continue
      socket.send(data, TEXT)
    }
    connection.socket = socket
    connection.stream = stream
    // One sender's frames are handled in the order they arrived, so their messages are
    // stored (and numbered) in that order too.
    let received = Promise.resolve()
    socket.on('message', (raw) => {
      received = received.then(() => receive(socket, claims, String(raw)))
    })
  }

  async function receive(socket: WebSocket, claims: ChatClaims, raw: string) {
    let frame: ClientFrame
    try {
      frame = JSON.parse(raw) as ClientFrame
    } catch {
      return
    }
    if (frame.kind === 'ping') return socket.send(JSON.stringify({ kind: 'pong' }))
    if (frame.kind !== 'send' || typeof frame.content !== 'string') return
    try {
      await service.send(claims, frame.content, frame.isHiddenName === true)
    } catch (error) {
      const known = error instanceof AppError
      if (!known) deps.logger.error({ err: error }, 'live chat: send failed')
      const details = known ? (error.details as { until?: string } | undefined) : undefined
      socket.send(
        JSON.stringify({
          kind: 'error',
          code: known ? error.code : 'LIVECHAT_SERVER_ERROR',
          message: known ? error.message : LIVECHAT_TEXTS.serverError,
          ...(details?.until ? { until: details.until } : {}),
        } satisfies ServerFrame),
      )
    }
  }

  return {
    bus: bus.kind,
    attach(server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (!request.url?.startsWith(CHAT_SOCKET_PATH)) return
        wss.handleUpgrade(request, socket, head, (ws) => {
          accept(ws, request, socket).catch((error) => {
            deps.logger.error({ err: error }, 'live chat: connection failed')
            ws.close(1011)
          })
        })
      })
    },
    connections(creatorOid) {
      if (creatorOid) return rooms.get(creatorOid)?.size ?? 0
      let total = 0
      for (const room of rooms.values()) total += room.size
      return total
    },
    async close() {
      if (draining) clearImmediate(draining)
      draining = null
      waiting.length = 0
      next = 0
      for (const room of rooms.values())
        for (const connection of room) {
          clearTimeout(connection.timer)
          connection.socket.close(1001, 'serverShutdown')
        }
      rooms.clear()
      await bus.close()
      wss.close()
    },
  }
}
