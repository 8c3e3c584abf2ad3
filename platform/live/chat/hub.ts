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
import { attachUpgrade, createFanout, type FanoutConnection } from '../../realtime'
import { COHOST_LIMITS } from '../cohost/contract'
import { type ChatBus, type ChatBusKind, openChatBus } from './bus'
import type { ClientFrame, DisconnectReason, ServerFrame } from './contract'
import { LIVECHAT_TEXTS } from './contract'
import { createRepliesInFlight } from './replies'
import type { LivechatService } from './service'
import type { ChatClaims } from './token'

export const CHAT_SOCKET_PATH = '/api/live/chat'

/** A Buffer sent as a text frame, as the client reads every frame. */
const TEXT = { binary: false } as const

interface Connection extends FanoutConnection<ServerFrame> {
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
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 })
  // A frame is never written directly: every instance, the sender's included, writes what
  // the bus brings, through the shared outboxes (platform/realtime/fanout.ts).
  const fanout = createFanout<ServerFrame, Connection>({
    afterSend(connection, envelope) {
      if (envelope.f.kind === 'disconnect') connection.socket.close(4000, envelope.f.reason)
    },
  })

  const bus = deps.bus ?? (await openChatBus(deps))
  const replies = createRepliesInFlight()
  await bus.subscribe((envelope) => {
    if (replies.seen(envelope)) fanout.deliver(envelope)
  })
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
      socket: pending.socket,
      stream: null,
      userOid: claims.userOid,
      outbox: [],
      claims,
      timer: setTimeout(
        () => refuse(socket, 'tokenExpired'),
        Math.max(0, claims.sessionExpires - deps.clock.now().getTime()),
      ),
    }
    connection.timer.unref()
    fanout.listen(claims.creatorOid, connection)
    socket.on('close', () => {
      clearTimeout(connection.timer)
      fanout.unlisten(claims.creatorOid, connection)
    })
    const { blocked, ...welcome } = await service.welcome(
      claims,
      lastId && /^\d{1,18}$/.test(lastId) ? lastId : null,
    )
    if (blocked) {
      fanout.unlisten(claims.creatorOid, connection)
      return refuse(socket, 'block')
    }
    const seen = new Set(welcome.history.map((message) => message.id))
    socket.send(JSON.stringify(welcome))
    // Frames still in the outbox came while the welcome was read, as the early ones did.
    for (const { data } of connection.outbox.splice(0)) early.push(data)
    // A co-host reply streaming now: one `start` with its text so far stands for its
    // earlier frames (those that came while the welcome was read included).
    const told = replies.current(claims.creatorOid, deps.clock.now(), COHOST_LIMITS.staleMs)
    if (told && !seen.has(told.id)) socket.send(JSON.stringify(told))
    for (const data of early) {
      const frame = JSON.parse(String(data)) as ServerFrame
      if ((frame.kind === 'message' || frame.kind === 'notice') && seen.has(frame.id)) continue
      // A reply already in the history (it ended while the welcome was read) is complete there.
      if (frame.kind === 'cohost' && (seen.has(frame.id) || replies.covers(frame, told))) continue
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
      attachUpgrade(server, {
        path: CHAT_SOCKET_PATH,
        wss,
        label: 'live chat',
        logger: deps.logger,
        accept,
      })
    },
    connections: (creatorOid) => fanout.count(creatorOid),
    async close() {
      const open = fanout.connections()
      fanout.close()
      for (const connection of open) {
        clearTimeout(connection.timer)
        connection.socket.close(1001, 'serverShutdown')
      }
      await bus.close()
      wss.close()
    },
  }
}
