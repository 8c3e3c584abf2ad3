/**
 * The fan-out through PostgreSQL (or PGlite) `LISTEN/NOTIFY` on one channel per user of the
 * bus: no other service to run, and a lost listening connection is opened again by the
 * database layer. A payload is at most 8,000 bytes, which a chat frame stays under. On
 * PGlite the notification stays in the process (only one process opens its data), so
 * envelopes go to the process's subscribers directly, without the trip through its thread.
 */
import type { Logger } from 'pino'
import type { Database } from '../db'
import { type Bus, decodeEnvelope, type Envelope, encodeEnvelope, envelopeOf } from './bus'

type Handler = (envelope: Envelope<unknown>) => void

/**
 * A PGlite database's subscribers in this process, by its Kysely instance (which every
 * handle on that database shares) and channel, as LISTEN would have found them.
 */
const inProcess = new WeakMap<object, Map<string, Set<Handler>>>()

export function createPgNotifyBus<Frame>(deps: {
  database: Database
  logger: Logger
  channel: string
  label: string
}): Bus<Frame> {
  if (deps.database.engine === 'pglite') return createInProcessBus(deps.database, deps.channel)
  let unlisten: (() => Promise<void>) | null = null
  return {
    kind: 'pg-notify',
    publish: (envelope) => deps.database.notify(deps.channel, encodeEnvelope(envelope)),
    async subscribe(handler) {
      unlisten = await deps.database.listen(deps.channel, (payload) => {
        const envelope = decodeEnvelope<Frame>(payload, deps.logger, deps.label)
        if (envelope) handler(envelope)
      })
    },
    async close() {
      await unlisten?.()
      unlisten = null
    },
  }
}

/**
 * NOTIFY on PGlite only comes back to this process, after a statement queued behind the
 * message's own and a hop through PGlite's thread each way: under a burst, one more round
 * trip per message before any socket hears it. Published in call order, so one order for all.
 */
function createInProcessBus<Frame>(database: Database, channel: string): Bus<Frame> {
  let channels = inProcess.get(database.db)
  if (!channels) {
    channels = new Map()
    inProcess.set(database.db, channels)
  }
  const all = channels.get(channel) ?? new Set<Handler>()
  channels.set(channel, all)
  let own: Handler | null = null
  return {
    kind: 'pg-notify',
    async publish(envelope) {
      const sent = envelopeOf(envelope)
      for (const handler of all) handler(sent)
    },
    async subscribe(handler) {
      own = handler as Handler
      all.add(own)
    },
    async close() {
      if (own) all.delete(own)
      own = null
    },
  }
}
