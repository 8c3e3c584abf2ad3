/**
 * The real-time fan-out shared by live chat and direct chat: every envelope one instance
 * publishes reaches every server instance, the publisher's own included, in one order for
 * all. Two transports: PostgreSQL `LISTEN/NOTIFY` (the default, nothing more to run; PGlite
 * stays in its process) and Redis pub/sub (when `REDIS_URL` is set). Each user of the bus
 * has its own channel. What is published is stored first; the bus only carries it.
 */
import type { Logger } from 'pino'
import type { Database } from '../db'
import { createPgNotifyBus } from './bus-pg-notify'
import { createRedisBus } from './bus-redis'

/**
 * A frame for a key (a creator's chat, a room, a user): every connection listening to `c`,
 * or only user `u`'s, or all but user `x`'s.
 */
export interface Envelope<Frame> {
  c: string
  u?: string
  x?: string
  f: Frame
}

export type BusKind = 'pg-notify' | 'redis'

export interface Bus<Frame> {
  readonly kind: BusKind
  publish(envelope: Envelope<Frame>): Promise<void>
  /** Starts delivering every instance's envelopes to `handler`; resolves once listening. */
  subscribe(handler: (envelope: Envelope<Frame>) => void): Promise<void>
  close(): Promise<void>
}

/** Where one user of the bus talks: its NOTIFY channel, its Redis channel, its log name. */
export interface BusChannel {
  notify: string
  redis: string
  /** 'live chat', 'direct chat': names the bus in logs and errors. */
  label: string
}

/** The envelope with only the fields it uses (no `u: undefined` on the wire). */
export const envelopeOf = <Frame>(envelope: Envelope<Frame>): Envelope<Frame> => ({
  c: envelope.c,
  f: envelope.f,
  ...(envelope.u ? { u: envelope.u } : {}),
  ...(envelope.x ? { x: envelope.x } : {}),
})

export const encodeEnvelope = <Frame>(envelope: Envelope<Frame>) =>
  JSON.stringify(envelopeOf(envelope))

/** The envelope in a payload, or null (logged) when it is not one. */
export function decodeEnvelope<Frame>(
  payload: string,
  logger: Logger,
  label: string,
): Envelope<Frame> | null {
  try {
    const envelope = JSON.parse(payload) as Envelope<Frame>
    if (typeof envelope?.c === 'string' && envelope.f && typeof envelope.f === 'object')
      return envelope
  } catch {}
  logger.warn({ payload: payload.slice(0, 200) }, `${label}: unreadable fan-out payload`)
  return null
}

/** Redis when a URL is given (refusing to start if it does not answer), else the database's. */
export function openBus<Frame>(deps: {
  database: Database
  logger: Logger
  redisUrl?: string | undefined
  channel: BusChannel
}): Promise<Bus<Frame>> {
  return deps.redisUrl
    ? createRedisBus<Frame>({
        url: deps.redisUrl,
        logger: deps.logger,
        channel: deps.channel.redis,
        label: deps.channel.label,
      })
    : Promise.resolve(
        createPgNotifyBus<Frame>({
          database: deps.database,
          logger: deps.logger,
          channel: deps.channel.notify,
          label: deps.channel.label,
        }),
      )
}
