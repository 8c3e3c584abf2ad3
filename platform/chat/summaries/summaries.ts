import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db'
import type { ChatSummariesTable } from '../tables'

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
  return onPath(await roomSummaries(db, roomOid), pathMessageOids)
}

/** Every summary of a room, by start turn: a read that needs no path, so it can go with the path's. */
export async function roomSummaries(db: Kysely<DB>, roomOid: string): Promise<ChatSummary[]> {
  return db
    .selectFrom('chat_summaries')
    .selectAll()
    .where('room_oid', '=', roomOid)
    .orderBy('start_turn')
    .execute()
}

/** The summaries whose first and last messages are both on the path. */
export function onPath(
  summaries: readonly ChatSummary[],
  pathMessageOids: ReadonlySet<string>,
): ChatSummary[] {
  return summaries.filter(
    (summary) =>
      pathMessageOids.has(summary.start_message_oid) &&
      pathMessageOids.has(summary.end_message_oid),
  )
}
