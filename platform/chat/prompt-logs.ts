import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../db'
import { newObjectId } from '../db'
import type { PromptLogsTable } from './tables'

export type PromptLog = Selectable<PromptLogsTable>

/** Exactly what was sent to the model, with the engine's debug record and the price. */
export async function insertPromptLog(
  db: Kysely<DB>,
  log: {
    roomOid: string
    messageOid: string
    model: string
    request: unknown
    debug: unknown
    price: unknown
  },
): Promise<void> {
  await db
    .insertInto('prompt_logs')
    .values({
      oid: newObjectId(),
      room_oid: log.roomOid,
      message_oid: log.messageOid,
      model: log.model,
      request: JSON.stringify(log.request),
      debug: JSON.stringify(log.debug),
      price: JSON.stringify(log.price),
    })
    .execute()
}

export async function listPromptLogs(
  db: Kysely<DB>,
  roomOid: string,
  limit = 20,
): Promise<PromptLog[]> {
  return db
    .selectFrom('prompt_logs')
    .selectAll()
    .where('room_oid', '=', roomOid)
    .orderBy('created_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(limit)
    .execute()
}
