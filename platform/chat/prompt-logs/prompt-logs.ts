import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db'
import type { PromptLogsTable } from '../tables'

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

/** What a player may read of one logged turn: the message they sent and the reply they see. */
export interface PlayerTurnTexts {
  /** The player's message that started the turn; null for auto-chat turns or when deleted. */
  userText: string | null
  /** The reply as shown; null once the player deleted it. */
  replyText: string | null
}

/**
 * The visible texts of the logged turns, by reply id: a reply and the player message it
 * answers, read from the room's messages (the stored, state-free text), never from the prompt.
 */
export async function playerTurnTexts(
  db: Kysely<DB>,
  roomOid: string,
  replyOids: readonly string[],
): Promise<Map<string, PlayerTurnTexts>> {
  if (replyOids.length === 0) return new Map()
  const rows = await db
    .selectFrom('chat_messages as reply')
    .leftJoin('chat_messages as asked', (join) =>
      join
        .onRef('asked.oid', '=', 'reply.parent_oid')
        .on('asked.role', '=', 'user')
        .on('asked.hidden', '=', false),
    )
    .select(['reply.oid', 'reply.text', 'reply.hidden', 'asked.text as asked_text'])
    .where('reply.room_oid', '=', roomOid)
    .where('reply.oid', 'in', [...replyOids])
    .execute()
  return new Map(
    rows.map((row) => [
      row.oid,
      { userText: row.asked_text ?? null, replyText: row.hidden ? null : row.text },
    ]),
  )
}
