import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db'
import type { ChatMessage } from '../rooms/messages'

/**
 * Writes a turn's player message (if any) and pending reply, and moves the room's head
 * to the reply — in one statement, one round trip. The head moves only if it is still
 * `previousHeadOid` (compare-and-set: of two turns racing from the same head, PostgreSQL
 * re-checks the condition after the first commits, so exactly one writes anything).
 * Answers null when the head had moved: another turn started first.
 */
export async function beginTurnMessages(
  db: Kysely<DB>,
  turn: {
    roomOid: string
    previousHeadOid: string | null
    parentOid: string
    userText: string | null
    turnIndex: number
    depth: number
    requestId: string
    model: string
    /** How the turn was paid: the sweeper reads it to give back what a dead process took. */
    paidWith: string
  },
): Promise<{ userMessage: ChatMessage | null; assistant: ChatMessage } | null> {
  const userOid = newObjectId()
  const assistantOid = newObjectId()
  const hasUser = turn.userText !== null
  const replyParent = hasUser ? userOid : turn.parentOid
  const replyDepth = turn.depth + (hasUser ? 1 : 0)
  const result = await sql<ChatMessage & { kind: 'user' | 'assistant' }>`
    with moved as (
      update chat_rooms set head_message_oid = ${assistantOid}, updated_at = now()
      where oid = ${turn.roomOid} and deleted_at is null
        and head_message_oid is not distinct from ${turn.previousHeadOid}::text
      returning oid
    ), player as (
      insert into chat_messages
        (oid, room_oid, parent_oid, role, text, status, turn_index, depth, credits_charged)
      select ${userOid}, ${turn.roomOid}, ${turn.parentOid}, 'user', ${turn.userText ?? ''},
        'complete', ${turn.turnIndex}::int, ${turn.depth}::int, 0
      from moved where ${hasUser}::boolean
      returning *
    ), reply as (
      insert into chat_messages
        (oid, room_oid, parent_oid, role, text, status, turn_index, depth, request_id, model,
         paid_with, credits_charged)
      select ${assistantOid}, ${turn.roomOid}, ${replyParent}, 'assistant', '', 'streaming',
        ${turn.turnIndex}::int, ${replyDepth}::int, ${turn.requestId}, ${turn.model},
        ${turn.paidWith}, 0
      from moved
      returning *
    )
    select 'user' as kind, * from player
    union all
    select 'assistant' as kind, * from reply
  `.execute(db)
  const strip = (row: ChatMessage & { kind: string }): ChatMessage => {
    const { kind: _kind, ...message } = row
    return message as ChatMessage
  }
  const assistant = result.rows.find((row) => row.kind === 'assistant')
  if (!assistant) return null
  const user = result.rows.find((row) => row.kind === 'user')
  return { userMessage: user ? strip(user) : null, assistant: strip(assistant) }
}
