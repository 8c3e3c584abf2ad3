/**
 * The live chat's fan-out port: every frame a creator's chat publishes reaches every server
 * instance, the publisher's own included, in one order for all, through the real-time bus
 * shared with direct chat (platform/realtime/bus.ts): PostgreSQL `LISTEN/NOTIFY` on the
 * `livechat` channel (the default) or Redis pub/sub (when `REDIS_URL` is set). Messages are
 * stored in the database before they are published; the bus only carries them
 * (docs/live/CHAT.md).
 */
import type { Logger } from 'pino'
import type { Database } from '../../db'
import { type Bus, type BusChannel, type BusKind, type Envelope, openBus } from '../../realtime'
import type { ServerFrame } from './contract'

/** A frame for a creator's chat: every connection there, or only `u`'s. */
export type ChatEnvelope = Envelope<ServerFrame>

export type ChatBusKind = BusKind

export interface ChatBus {
  readonly kind: ChatBusKind
  publish(creatorOid: string, frame: ServerFrame, toUserOid?: string): Promise<void>
  /** Starts delivering every instance's envelopes to `handler`; resolves once listening. */
  subscribe(handler: (envelope: ChatEnvelope) => void): Promise<void>
  close(): Promise<void>
}

export const LIVECHAT_CHANNEL: BusChannel = {
  notify: 'livechat',
  redis: 'taleloom:livechat',
  label: 'live chat',
}

/** The chat's calls over the shared bus: a creator's key, and optionally one user. */
export function chatBusOver(bus: Bus<ServerFrame>): ChatBus {
  return {
    kind: bus.kind,
    publish: (creatorOid, frame, toUserOid) =>
      bus.publish({ c: creatorOid, f: frame, ...(toUserOid ? { u: toUserOid } : {}) }),
    subscribe: (handler) => bus.subscribe(handler),
    close: () => bus.close(),
  }
}

/** Redis when a URL is given (refusing to start if it does not answer), else the database's. */
export async function openChatBus(deps: {
  database: Database
  logger: Logger
  redisUrl?: string | undefined
}): Promise<ChatBus> {
  return chatBusOver(await openBus<ServerFrame>({ ...deps, channel: LIVECHAT_CHANNEL }))
}
