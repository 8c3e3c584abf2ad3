/**
 * The fan-out through PostgreSQL (or PGlite) `LISTEN/NOTIFY` on the `livechat` channel: no
 * other service to run, and a lost listening connection is opened again by the database
 * layer. A payload is at most 8,000 bytes, which a chat frame (200 characters) stays under.
 * On PGlite the notification stays in the process (only one process opens its data), so
 * frames go to the process's subscribers directly, without the trip through its thread.
 */
import type { Logger } from 'pino'
import type { Database } from '../../db'
import { type ChatBus, type ChatEnvelope, decodeEnvelope, encodeEnvelope } from './bus'

const CHANNEL = 'livechat'

type Handler = (envelope: ChatEnvelope) => void

/**
 * A PGlite database's chat subscribers in this process, by its Kysely instance (which every
 * handle on that database shares), as LISTEN would have found them.
 */
const inProcess = new WeakMap<object, Set<Handler>>()

export function createPgNotifyBus(deps: { database: Database; logger: Logger }): ChatBus {
  if (deps.database.engine === 'pglite') return createInProcessBus(deps.database)
  let unlisten: (() => Promise<void>) | null = null
  return {
    kind: 'pg-notify',
    publish: (creatorOid, frame, toUserOid) =>
      deps.database.notify(CHANNEL, encodeEnvelope(creatorOid, frame, toUserOid)),
    async subscribe(handler) {
      unlisten = await deps.database.listen(CHANNEL, (payload) => {
        const envelope = decodeEnvelope(payload, deps.logger)
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
function createInProcessBus(database: Database): ChatBus {
  let subscribers = inProcess.get(database.db)
  if (!subscribers) {
    subscribers = new Set()
    inProcess.set(database.db, subscribers)
  }
  const all = subscribers
  let own: Handler | null = null
  return {
    kind: 'pg-notify',
    async publish(creatorOid, frame, toUserOid) {
      const envelope: ChatEnvelope = {
        c: creatorOid,
        f: frame,
        ...(toUserOid ? { u: toUserOid } : {}),
      }
      for (const handler of all) handler(envelope)
    },
    async subscribe(handler) {
      own = handler
      all.add(handler)
    },
    async close() {
      if (own) all.delete(own)
      own = null
    },
  }
}
