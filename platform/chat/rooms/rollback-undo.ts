/** The rollback a player may undo, kept on the room so it survives a reload. */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import { isOnPathTo } from './messages'
import type { ChatRoom } from './rooms'

export interface RollbackUndoView {
  /** The head before the rollback: `switch` to it undoes the rollback. */
  headMessageId: string
}

/**
 * Undo is offered while the stored head is still below the room's head: a new turn, a
 * switch to another branch or a deleted reply moves the head off that path, and the offer
 * lapses without anyone having to clear it.
 */
export async function rollbackUndoOf(
  db: Kysely<DB>,
  room: Pick<ChatRoom, 'head_message_oid' | 'rollback_from_oid'>,
): Promise<RollbackUndoView | null> {
  const from = room.rollback_from_oid
  const head = room.head_message_oid
  if (!from || !head || from === head) return null
  const visible = await db
    .selectFrom('chat_messages')
    .select('oid')
    .where('oid', '=', from)
    .where('hidden', '=', false)
    .where('status', '=', 'complete')
    .executeTakeFirst()
  if (!visible) return null
  return (await isOnPathTo(db, head, from)) ? { headMessageId: from } : null
}

/**
 * What a rollback to `targetOid` stores: a second rollback keeps the first one's head, so
 * Undo returns to where the player was before either; otherwise the head it leaves.
 */
export async function rollbackFromAfter(
  db: Kysely<DB>,
  room: Pick<ChatRoom, 'head_message_oid' | 'rollback_from_oid'>,
  leavingHead: { oid: string; role: string; status: string } | undefined,
  targetOid: string,
): Promise<string | null> {
  const earlier = await rollbackUndoOf(db, room)
  if (earlier) return earlier.headMessageId === targetOid ? null : earlier.headMessageId
  if (leavingHead?.role !== 'assistant' || leavingHead.status !== 'complete') return null
  return leavingHead.oid === targetOid ? null : leavingHead.oid
}
