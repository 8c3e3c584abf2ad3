/**
 * The multiplay rooms' sockets: `ws` on the HTTP upgrade at
 * `/api/content/scenario-rooms/socket?room=…`, over the real-time bus and outboxes live
 * chat and direct chat use (platform/realtime). A frame says only that a room changed and
 * its revision; each client reads its own view again (its vote, its locks), so nothing
 * private crosses the socket and it needs no token. Each instance also closes its rooms'
 * rounds when their timers end. A room the sweep closed gets a `closed` frame, then its
 * sockets are closed.
 */
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Logger } from 'pino'
import { type WebSocket, WebSocketServer } from 'ws'
import { type Database, isObjectId } from '../../db'
import type { Clock } from '../../http'
import {
  attachUpgrade,
  type Bus,
  type BusChannel,
  createFanout,
  type Envelope,
  type FanoutConnection,
  openBus,
} from '../../realtime'
import type { ScenarioRoomNotifier } from './ports'

export const SCENARIO_ROOM_SOCKET_PATH = '/api/content/scenario-rooms/socket'
export const SCENARIO_ROOM_CHANNEL: BusChannel = {
  notify: 'scenarioroom',
  redis: 'taleloom:scenarioroom',
  label: 'scenario rooms',
}

/** A room changed (read it again), or it was closed (its socket is closed after this frame). */
export type RoomFrame =
  | { type: 'room'; roomOid: string; revision: number }
  | { type: 'closed'; roomOid: string }

/** The close code a closed room's sockets get after its `closed` frame. */
export const ROOM_CLOSED_CODE = 4004

type Connection = FanoutConnection<RoomFrame> & { socket: WebSocket }

export interface ScenarioRoomHub extends ScenarioRoomNotifier {
  /** Adds the upgrade hook to a node HTTP server and starts listening to the bus. */
  attach(server: Server): void
  connections(roomOid?: string): number
  close(): Promise<void>
}

const roomKey = (roomOid: string) => `room:${roomOid}`

export function createScenarioRoomHub(deps: {
  logger: Logger
  clock: Clock
  /** The bus's transport; without it frames reach this instance's sockets only (tests). */
  realtime?: { database: Database; redisUrl?: string | undefined }
  bus?: Bus<RoomFrame>
  /** Closes a due round (the rooms' tick). */
  onDue: (roomOid: string) => Promise<void>
}): ScenarioRoomHub {
  const { logger } = deps
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 })
  const fanout = createFanout<RoomFrame, Connection>({
    afterSend: (connection, envelope) => {
      if (envelope.f.type === 'closed') connection.socket.close(ROOM_CLOSED_CODE, 'roomClosed')
    },
  })
  const timers = new Map<string, NodeJS.Timeout>()
  let bus: Bus<RoomFrame> | null = null
  let opening: Promise<void> | null = null

  function openTheBus() {
    opening ??= (async () => {
      const opened =
        deps.bus ??
        (deps.realtime
          ? await openBus<RoomFrame>({ ...deps.realtime, logger, channel: SCENARIO_ROOM_CHANNEL })
          : null)
      if (!opened) return
      await opened.subscribe(deliver)
      bus = opened
    })().catch((error) => logger.error({ err: error }, 'scenario rooms: bus not opened'))
    return opening
  }

  /** Every instance stops a closed room's timer as its frame arrives. */
  function deliver(envelope: Envelope<RoomFrame>) {
    if (envelope.f.type === 'closed') scheduleClose(envelope.f.roomOid, null)
    fanout.deliver(envelope)
  }

  function publish(envelope: Envelope<RoomFrame>) {
    if (bus)
      bus
        .publish(envelope)
        .catch((error) => logger.warn({ err: error }, 'scenario rooms: not published'))
    else deliver(envelope)
  }

  function scheduleClose(roomOid: string, closesAt: number | null) {
    const previous = timers.get(roomOid)
    if (previous) clearTimeout(previous)
    timers.delete(roomOid)
    if (closesAt === null) return
    const wait = Math.max(0, closesAt - deps.clock.now().getTime())
    const timer = setTimeout(() => {
      timers.delete(roomOid)
      deps
        .onDue(roomOid)
        .catch((error) => logger.warn({ err: error }, 'scenario rooms: tick failed'))
    }, wait + 50)
    timer.unref()
    timers.set(roomOid, timer)
  }

  async function accept(socket: WebSocket, request: IncomingMessage, stream: Duplex) {
    const roomOid = new URL(request.url ?? '/', 'http://localhost').searchParams.get('room') ?? ''
    if (!isObjectId(roomOid)) return socket.close(4004, 'roomNotFound')
    const connection: Connection = { socket, stream, userOid: null, outbox: [] }
    fanout.listen(roomKey(roomOid), connection)
    socket.on('close', () => fanout.unlisten(roomKey(roomOid), connection))
    await openTheBus()
  }

  return {
    changed(roomOid, revision, closesAt) {
      scheduleClose(roomOid, closesAt)
      publish({ c: roomKey(roomOid), f: { type: 'room', roomOid, revision } })
    },
    closed(roomOid) {
      scheduleClose(roomOid, null)
      publish({ c: roomKey(roomOid), f: { type: 'closed', roomOid } })
    },
    attach(server) {
      attachUpgrade(server, {
        path: SCENARIO_ROOM_SOCKET_PATH,
        wss,
        label: 'scenario rooms',
        logger,
        accept,
      })
      void openTheBus()
    },
    connections: (roomOid) =>
      roomOid ? fanout.count(roomKey(roomOid)) : fanout.connections().size,
    async close() {
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
      const open = fanout.connections()
      fanout.close()
      for (const connection of open) connection.socket.close(1001, 'serverShutdown')
      await opening
      await bus?.close()
      wss.close()
    },
  }
}
