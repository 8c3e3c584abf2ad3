/**
 * The fan-out through PostgreSQL (or PGlite) `LISTEN/NOTIFY` on the `livechat` channel: no
 * other service to run, and a lost listening connection is opened again by the database
 * layer. A payload is at most 8,000 bytes, which a chat frame (200 characters) stays under.
 */
import type { Logger } from 'pino'
import type { Database } from '../../db'
import { type ChatBus, decodeEnvelope, encodeEnvelope } from './bus'

const CHANNEL = 'livechat'

export function createPgNotifyBus(deps: { database: Database; logger: Logger }): ChatBus {
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
