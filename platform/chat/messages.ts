import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB } from '../db'
import { newObjectId } from '../db'
import { messageNotFound } from './errors'
import type { ChatMessagesTable, MessageRole } from './tables'

export type ChatMessage = Selectable<ChatMessagesTable>

/**
 * The active path: from the head up through parents, oldest first, at most `limit`
 * messages (newest kept). One recursive query; the tree keeps rerolls and rolled-back
 * turns without copying them.
 */
export async function activePath(
  db: Kysely<DB>,
  headOid: string | null,
  limit = 100_000,
): Promise<ChatMessage[]> {
  if (!headOid) return []
  const result = await sql<ChatMessage & { hop: number }>`
    with recursive path as (
      select m.*, 1 as hop from chat_messages m where m.oid = ${headOid}
      union all
      select p.*, path.hop + 1 from chat_messages p
        join path on p.oid = path.parent_oid
        where path.hop < ${limit}
    )
    select * from path order by depth asc`.execute(db)
  return result.rows.map(({ hop: _hop, ...message }) => message as ChatMessage)
}

export async function findMessage(
  db: Kysely<DB>,
  roomOid: string,
  messageOid: string,
): Promise<ChatMessage> {
  const message = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('oid', '=', messageOid)
    .where('room_oid', '=', roomOid)
    .executeTakeFirst()
  if (!message) throw messageNotFound()
  return message
}

export async function findMessageByRequest(
  db: Kysely<DB>,
  requestId: string,
): Promise<ChatMessage | undefined> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirst()
}

export interface NewMessage {
  roomOid: string
  parentOid: string | null
  role: MessageRole
  text: string
  status: ChatMessage['status']
  turnIndex: number
  depth: number
  state?: unknown
  requestId?: string | null
  model?: string | null
}

export async function insertMessage(db: Kysely<DB>, message: NewMessage): Promise<ChatMessage> {
  return db
    .insertInto('chat_messages')
    .values({
      oid: newObjectId(),
      room_oid: message.roomOid,
      parent_oid: message.parentOid,
      role: message.role,
      text: message.text,
      status: message.status,
      turn_index: message.turnIndex,
      depth: message.depth,
      state: message.state === undefined ? null : JSON.stringify(message.state),
      request_id: message.requestId ?? null,
      model: message.model ?? null,
      credits_charged: 0,
      error: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Siblings of an assistant message (the reroll alternatives), oldest first. */
export async function alternatives(db: Kysely<DB>, message: ChatMessage): Promise<ChatMessage[]> {
  let query = db
    .selectFrom('chat_messages')
    .selectAll()
    .where('room_oid', '=', message.room_oid)
    .where('role', '=', message.role)
    .where('hidden', '=', false)
  query =
    message.parent_oid === null
      ? query.where('parent_oid', 'is', null)
      : query.where('parent_oid', '=', message.parent_oid)
  return query.orderBy('created_at', 'asc').orderBy('oid', 'asc').execute()
}

export async function completeMessage(
  db: Kysely<DB>,
  messageOid: string,
  result: { text: string; state: unknown; creditsCharged: number },
): Promise<void> {
  await db
    .updateTable('chat_messages')
    .set({
      text: result.text,
      state: JSON.stringify(result.state),
      credits_charged: result.creditsCharged,
      status: 'complete',
      updated_at: new Date(),
    })
    .where('oid', '=', messageOid)
    .where('status', '=', 'streaming')
    .execute()
}

export async function failMessage(
  db: Kysely<DB>,
  messageOid: string,
  error: string,
  partialText: string,
): Promise<void> {
  await db
    .updateTable('chat_messages')
    .set({ status: 'failed', error, text: partialText, updated_at: new Date() })
    .where('oid', '=', messageOid)
    .where('status', '=', 'streaming')
    .execute()
}

export async function updateMessageText(
  db: Kysely<DB>,
  messageOid: string,
  text: string,
): Promise<void> {
  await db
    .updateTable('chat_messages')
    .set({ text, updated_at: new Date() })
    .where('oid', '=', messageOid)
    .execute()
}

export async function hideMessages(db: Kysely<DB>, messageOids: string[]): Promise<void> {
  if (messageOids.length === 0) return
  await db
    .updateTable('chat_messages')
    .set({ hidden: true, updated_at: new Date() })
    .where('oid', 'in', messageOids)
    .execute()
}

/** Messages left streaming by a process that died: the caller fails them and voids their holds. */
export async function staleStreamingMessages(
  db: Kysely<DB>,
  olderThan: Date,
): Promise<ChatMessage[]> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('status', '=', 'streaming')
    .where('updated_at', '<', olderThan)
    .limit(500)
    .execute()
}
