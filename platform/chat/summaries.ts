import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../db'
import { newObjectId } from '../db'
import type { ChatSummariesTable } from './tables'

export type ChatSummary = Selectable<ChatSummariesTable>

export async function insertSummary(
  db: Kysely<DB>,
  summary: {
    roomOid: string
    startMessageOid: string
    endMessageOid: string
    startTurn: number
    endTurn: number
    content: string
  },
): Promise<ChatSummary> {
  return db
    .insertInto('chat_summaries')
    .values({
      oid: newObjectId(),
      room_oid: summary.roomOid,
      start_message_oid: summary.startMessageOid,
      end_message_oid: summary.endMessageOid,
      start_turn: summary.startTurn,
      end_turn: summary.endTurn,
      content: summary.content,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/**
 * The summaries that apply to a path: those whose whole range lies on it. A rollback
 * to before a summary's end takes its end message off the path, so the summary drops.
 */
export async function summariesOnPath(
  db: Kysely<DB>,
  roomOid: string,
  pathMessageOids: ReadonlySet<string>,
): Promise<ChatSummary[]> {
  const all = await db
    .selectFrom('chat_summaries')
    .selectAll()
    .where('room_oid', '=', roomOid)
    .orderBy('start_turn')
    .execute()
  return all.filter(
    (summary) =>
      pathMessageOids.has(summary.start_message_oid) &&
      pathMessageOids.has(summary.end_message_oid),
  )
}
