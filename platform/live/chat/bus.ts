/**
 * The live chat's fan-out port: every frame a creator's chat publishes reaches every server
 * instance, the publisher's own included, in one order for all. Two implementations:
 * PostgreSQL `LISTEN/NOTIFY` (the default, nothing more to run) and Redis pub/sub (when
 * `REDIS_URL` is set). Messages are stored in the database before they are published; the
 * bus only carries them to the sockets (docs/live/CHAT.md).
 */
import type { Logger } from 'pino'
import type { Database } from '../../db'
import { createPgNotifyBus } from './bus-pg-notify'
import { createRedisBus } from './bus-redis'
import type { ServerFrame } from './contract'

/** A frame for a creator's chat: every connection there, or only `u`'s. */
export interface ChatEnvelope {
  c: string
  u?: string
  f: ServerFrame
}

export type ChatBusKind = 'pg-notify' | 'redis'

export interface ChatBus {
  readonly kind: ChatBusKind
  publish(creatorOid: string, frame: ServerFrame, toUserOid?: string): Promise<void>
  /** Starts delivering every instance's envelopes to `handler`; resolves once listening. */
  subscribe(handler: (envelope: ChatEnvelope) => void): Promise<void>
  close(): Promise<void>
}

export const encodeEnvelope = (creatorOid: string, frame: ServerFrame, toUserOid?: string) =>
  JSON.stringify({ c: creatorOid, f: frame, ...(toUserOid ? { u: toUserOid } : {}) })

/** The envelope in a payload, or null (logged) when it is not one. */
export function decodeEnvelope(payload: string, logger: Logger): ChatEnvelope | null {
  try {
    const envelope = JSON.parse(payload) as ChatEnvelope
    if (typeof envelope?.c === 'string' && envelope.f && typeof envelope.f === 'object')
      return envelope
  } catch {}
  logger.warn({ payload: payload.slice(0, 200) }, 'live chat: unreadable fan-out payload')
  return null
}

/** Redis when a URL is given (refusing to start if it does not answer), else the database's. */
export function openChatBus(deps: {
  database: Database
  logger: Logger
  redisUrl?: string | undefined
}): Promise<ChatBus> {
  return deps.redisUrl
    ? createRedisBus({ url: deps.redisUrl, logger: deps.logger })
    : Promise.resolve(createPgNotifyBus(deps))
}
