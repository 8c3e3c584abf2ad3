/**
 * The parts of node-media-server 4 the embedded ingest uses. Its `NodeMediaServer` class
 * also starts an HTTP server, a JSON store in ./data and auto-recording, and exits the
 * process when a port is taken; we take only its RTMP sessions and broadcast hub.
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

export interface NmsSession {
  id: string
  ip: string
  protocol: string
  isPublisher: boolean
  streamApp: string
  streamName: string
  streamPath: string
  streamQuery: Record<string, string | string[] | undefined>
  socket: import('node:net').Socket
  rtmp: {
    onPushCallback: () => void
    onPlayCallback: () => void
    /** Every audio, video and metadata packet of a publisher (flags 5: metadata). */
    onPacketCallback: (packet: { flags: number }) => void
  }
  /** From the publisher's metadata, set by the broadcast hub. */
  videoWidth?: unknown
  videoHeight?: unknown
  run(): void
  onPush(): void
  onPlay(): void
  sendBuffer(buffer: Buffer): void
  close(): void
}

export interface NmsBroadcast {
  publisher: NmsSession | null
  postPlay(session: object): string | null
  donePlay(session: object): void
}

export interface Nms {
  context: {
    config: Record<string, unknown>
    sessions: Map<string, NmsSession>
    broadcasts: Map<string, NmsBroadcast>
  }
  RtmpSession: new (socket: import('node:net').Socket) => NmsSession
}

let loaded: Nms | null = null

export function loadNms(): Nms {
  if (loaded) return loaded
  const logger = require('node-media-server/src/core/logger.js') as { level: string }
  // Its logger writes every session to stdout at debug; ours logs what matters.
  logger.level = 'error'
  loaded = {
    context: require('node-media-server/src/core/context.js'),
    RtmpSession: require('node-media-server/src/session/rtmp_session.js'),
  }
  return loaded
}
