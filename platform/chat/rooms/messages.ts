import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db'
import { messageNotFound } from '../errors'
import type { ChatMessagesTable, MessageRole } from '../tables'

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

/** What a prompt reads of a message: its place, its author and its text. */
const PROMPT_COLUMNS = [
  'oid',
  'parent_oid',
  'role',
  'text',
  'status',
  'turn_index',
  'depth',
  'hidden',
] as const

export type PromptHistoryMessage = Pick<ChatMessage, (typeof PROMPT_COLUMNS)[number]>

/** The recursive walk up from `headOid`: `path`, at most `limit` messages, with these columns. */
function pathWalk(headOid: string, limit: number, columns: readonly string[]) {
  const plain = sql.raw(columns.join(', '))
  const fromParent = sql.raw(columns.map((column) => `p.${column}`).join(', '))
  return sql`
    with recursive path as (
      select ${plain}, 1 as hop from chat_messages where oid = ${headOid}
      union all
      select ${fromParent}, path.hop + 1 from chat_messages p
        join path on p.oid = path.parent_oid
        where path.hop < ${limit}
    )`
}

/**
 * The active path as a prompt reads it: the columns the turn's assembly uses, no more,
 * as one JSON array that Postgres builds and `JSON.parse` reads: the driver parsing each
 * field of each row on its own cost a long room more than the walk itself
 * (docs/PERFORMANCE.md). Text, integers and booleans come out of JSON as the driver gives
 * them.
 */
export async function promptHistory(
  db: Kysely<DB>,
  headOid: string | null,
  limit = 100_000,
): Promise<PromptHistoryMessage[]> {
  if (!headOid) return []
  const result = await sql<{ path: string | null }>`${pathWalk(headOid, limit, PROMPT_COLUMNS)}
    select json_agg(m order by m.depth)::text as path
      from (select ${sql.raw(PROMPT_COLUMNS.join(', '))} from path) m`.execute(db)
  const json = result.rows[0]?.path
  return json ? (JSON.parse(json) as PromptHistoryMessage[]) : []
}

/**
 * One page of a conversation, oldest first: the `count` visible messages that end at
 * `fromOid` (inclusive), walking up through parents only as far as the page needs —
 * `count + 1` visible messages, the last one only to answer `hasMore` — so a page costs
 * the same at turn 20 and at turn 2,000.
 */
export async function pathPage(
  db: Kysely<DB>,
  roomOid: string,
  fromOid: string | null,
  count: number,
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  if (!fromOid) return { messages: [], hasMore: false }
  const result = await sql<ChatMessage & { seen: number }>`
    with recursive walk as (
      select m.*, case when m.hidden then 0 else 1 end as seen
        from chat_messages m where m.oid = ${fromOid} and m.room_oid = ${roomOid}
      union all
      select p.*, walk.seen + case when p.hidden then 0 else 1 end from chat_messages p
        join walk on p.oid = walk.parent_oid
        where walk.seen <= ${count}::int
    )
    select * from walk order by depth asc`.execute(db)
  const visible = result.rows.filter((row) => !row.hidden)
  const hasMore = visible.some((row) => Number(row.seen) > count)
  const messages = visible
    .filter((row) => Number(row.seen) <= count)
    .map(({ seen: _seen, ...message }) => message as ChatMessage)
  return { messages, hasMore }
}

/**
 * The visible children of many parents in one query, by `role:parentOid` (a reply's
 * alternatives, or the player's messages sent from the same reply), each oldest first.
 */
export async function alternativesOf(
  db: Kysely<DB>,
  roomOid: string,
  parentOids: string[],
): Promise<Map<string, ChatMessage[]>> {
  const byParent = new Map<string, ChatMessage[]>()
  if (parentOids.length === 0) return byParent
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('room_oid', '=', roomOid)
    .where('parent_oid', 'in', [...new Set(parentOids)])
    .where('hidden', '=', false)
    .orderBy('created_at', 'asc')
    .orderBy('oid', 'asc')
    .execute()
  for (const row of rows) {
    const key = `${row.role}:${row.parent_oid ?? ''}`
    const siblings = byParent.get(key) ?? []
    siblings.push(row)
    byParent.set(key, siblings)
  }
  return byParent
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

/**
 * Stores a finished reply. Answers whether this call completed it (a reply the sweeper
 * already failed stays failed) and the room's `messages_revision` as it was just before:
 * this update moves it by one, so a caller that kept the room's path at that revision
 * knows its copy plus this reply is the stored path at the next one.
 */
export async function completeMessage(
  db: Kysely<DB>,
  messageOid: string,
  result: { text: string; state: unknown; creditsCharged: number },
): Promise<{ completed: boolean; revisionBefore: number | null }> {
  // The select reads the statement's snapshot: the room before this update's trigger ran.
  const { rows } = await sql<{ revision: number }>`
    with done as (
      update chat_messages
        set text = ${result.text}, state = ${JSON.stringify(result.state)}::jsonb,
            credits_charged = ${result.creditsCharged}::int, status = 'complete',
            updated_at = ${new Date()}
        where oid = ${messageOid} and status = 'streaming'
        returning room_oid
    )
    select r.messages_revision as revision from chat_rooms r join done on r.oid = done.room_oid`.execute(
    db,
  )
  const row = rows[0]
  return row
    ? { completed: true, revisionBefore: row.revision }
    : { completed: false, revisionBefore: null }
}

/** Corrects a completed reply's recorded charge when its settlement charged otherwise. */
export async function recordMessageCharge(
  db: Kysely<DB>,
  messageOid: string,
  creditsCharged: number,
): Promise<void> {
  await db
    .updateTable('chat_messages')
    .set({ credits_charged: creditsCharged, updated_at: new Date() })
    .where('oid', '=', messageOid)
    .execute()
}

/**
 * Marks a streaming message failed. Answers true only for the caller that made the
 * change: the generation's own failure path and the sweeper both give the turn's charge
 * back only when this says they were the one, so it is given back once.
 */
export async function failMessage(
  db: Kysely<DB>,
  messageOid: string,
  error: string,
  partialText: string,
): Promise<boolean> {
  const result = await db
    .updateTable('chat_messages')
    .set({ status: 'failed', error, text: partialText, updated_at: new Date() })
    .where('oid', '=', messageOid)
    .where('status', '=', 'streaming')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
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

/**
 * The newest complete reply at or below `messageOid` (hidden messages and their subtrees
 * left out): where a switch to that branch lands, so the player sees the branch as it was
 * last played rather than cut off at the message they picked.
 */
export async function newestReplyBelow(
  db: Kysely<DB>,
  roomOid: string,
  messageOid: string,
): Promise<ChatMessage | undefined> {
  const result = await sql<ChatMessage>`
    with recursive below as (
      select m.* from chat_messages m
        where m.oid = ${messageOid} and m.room_oid = ${roomOid} and not m.hidden
      union all
      select c.* from chat_messages c
        join below on c.parent_oid = below.oid
        where not c.hidden
    )
    select * from below
      where role = 'assistant' and status = 'complete'
      order by created_at desc, depth desc, oid desc
      limit 1`.execute(db)
  return result.rows[0]
}

/** Whether `ancestorOid` is `descendantOid` or on its path up to the root. */
export async function isOnPathTo(
  db: Kysely<DB>,
  ancestorOid: string,
  descendantOid: string,
): Promise<boolean> {
  const result = await sql<{ found: number }>`
    with recursive up as (
      select oid, parent_oid, depth from chat_messages where oid = ${descendantOid}
      union all
      select p.oid, p.parent_oid, p.depth from chat_messages p
        join up on p.oid = up.parent_oid
        where up.oid <> ${ancestorOid}
    )
    select count(*)::int as found from up where oid = ${ancestorOid}`.execute(db)
  return Number(result.rows[0]?.found ?? 0) > 0
}
