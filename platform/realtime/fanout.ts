/**
 * The socket side of the real-time layer, shared by live chat and direct chat: connections
 * listen to keys (a creator's chat, a room), the bus's envelopes wait in each listening
 * connection's outbox, and the sockets that have some are written a slice of time at a time,
 * the loop turning in between. Each write to a socket is a system call, the fan-out's main
 * cost: while sends lag, later envelopes join the outboxes and a socket takes them all in
 * one corked write. One socket's frames keep the bus's order.
 */
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Logger } from 'pino'
import type { WebSocket, WebSocketServer } from 'ws'
import type { Envelope } from './bus'

/** A Buffer sent as a text frame, as the clients read every frame. */
const TEXT = { binary: false } as const
/** How long sockets are written before the loop turns (storage, other sockets' reads). */
const DRAIN_SLICE_MS = 5

export interface Outgoing<Frame> {
  envelope: Envelope<Frame>
  data: Buffer
}

/** What the fan-out needs of a connection; each hub adds its own fields. */
export interface FanoutConnection<Frame> {
  /** Swappable: a hub may hold frames in a stand-in while its first answer is read. */
  socket: Pick<WebSocket, 'send' | 'close'>
  /** The socket's TCP stream, corked while its outbox is written so that is one write. */
  stream: Duplex | null
  userOid: string | null
  /** Frames not yet written to this socket, in the bus's order. */
  outbox: Outgoing<Frame>[]
  /** Held: frames wait in the outbox until `release` (a resume being replayed). */
  held?: boolean
}

export function createFanout<Frame, Connection extends FanoutConnection<Frame>>(
  options: {
    /** Whether a frame still goes when it is written (direct chat skips what was replayed). */
    keep?: (connection: Connection, envelope: Envelope<Frame>) => boolean
    /** After a frame is written (live chat closes the socket after a disconnect frame). */
    afterSend?: (connection: Connection, envelope: Envelope<Frame>) => void
  } = {},
) {
  const keys = new Map<string, Set<Connection>>()
  const waiting: Connection[] = []
  let next = 0
  let draining: NodeJS.Immediate | null = null

  const schedule = (connection: Connection) => {
    waiting.push(connection)
    draining ??= setImmediate(drain)
  }

  function deliver(envelope: Envelope<Frame>) {
    const listeners = keys.get(envelope.c)
    if (!listeners) return
    // Serialised once, when it arrives; one Buffer for every socket, which none encodes again.
    const frame: Outgoing<Frame> = { envelope, data: Buffer.from(JSON.stringify(envelope.f)) }
    for (const connection of listeners) {
      if (envelope.u && connection.userOid !== envelope.u) continue
      if (envelope.x && connection.userOid === envelope.x) continue
      if (connection.outbox.push(frame) === 1 && !connection.held) waiting.push(connection)
    }
    draining ??= setImmediate(drain)
  }

  function writeOutbox(connection: Connection) {
    const frames = connection.outbox
    connection.outbox = []
    connection.stream?.cork()
    try {
      for (const { envelope, data } of frames) {
        if (options.keep && !options.keep(connection, envelope)) continue
        connection.socket.send(data, TEXT)
        options.afterSend?.(connection, envelope)
      }
    } finally {
      connection.stream?.uncork()
    }
  }

  function drain() {
    draining = null
    const until = performance.now() + DRAIN_SLICE_MS
    try {
      while (next < waiting.length && performance.now() < until) {
        const connection = waiting[next++] as Connection
        if (!connection.held) writeOutbox(connection)
      }
    } finally {
      // One socket's failure leaves the others' frames to the next turn, not stranded.
      waiting.splice(0, next)
      next = 0
      if (waiting.length > 0) draining = setImmediate(drain)
    }
  }

  return {
    deliver,
    listen(key: string, connection: Connection) {
      const listeners = keys.get(key) ?? new Set<Connection>()
      keys.set(key, listeners)
      listeners.add(connection)
    },
    unlisten(key: string, connection: Connection) {
      const listeners = keys.get(key)
      if (!listeners) return
      listeners.delete(connection)
      if (listeners.size === 0) keys.delete(key)
    },
    /** Lets a held connection's waiting frames go (in the next turn, in order). */
    release(connection: Connection) {
      connection.held = false
      if (connection.outbox.length > 0) schedule(connection)
    },
    /** The connections listening to a key (none: an empty list). */
    listeners: (key: string): ReadonlySet<Connection> => keys.get(key) ?? new Set(),
    /** Connections listening to a key, or to any (a connection counts once per key). */
    count(key?: string) {
      if (key) return keys.get(key)?.size ?? 0
      let total = 0
      for (const listeners of keys.values()) total += listeners.size
      return total
    },
    /** Every connection listening to some key, once. */
    connections() {
      const all = new Set<Connection>()
      for (const listeners of keys.values()) for (const connection of listeners) all.add(connection)
      return all
    },
    close() {
      if (draining) clearImmediate(draining)
      draining = null
      waiting.length = 0
      next = 0
      keys.clear()
    },
  }
}

/** Hands the upgrades of one path to a WebSocket server, and each socket to `accept`. */
export function attachUpgrade(
  server: Server,
  input: {
    path: string
    wss: WebSocketServer
    label: string
    logger: Logger
    accept: (socket: WebSocket, request: IncomingMessage, stream: Duplex) => Promise<void>
  },
) {
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!request.url?.startsWith(input.path)) return
    input.wss.handleUpgrade(request, socket, head, (ws) => {
      input.accept(ws, request, socket).catch((error) => {
        input.logger.error({ err: error }, `${input.label}: connection failed`)
        ws.close(1011)
      })
    })
  })
}
