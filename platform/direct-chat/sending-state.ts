/**
 * Whether a user may send to a room, read in one statement: the room, the caller's ban and
 * membership, and whether a 1:1 partner is still in it. Sending is the hot path (a send was
 * 13 statements, each a round trip; this is 1 where it was 4 — docs/PERFORMANCE.md).
 */
import { sql } from 'kysely'
import type { DirectChatContext, RoomRow } from './context'
import { DIRECT_CHAT_ERRORS as ERRORS } from './errors'
import { MODERATION_ERRORS } from './moderation/errors'

export interface SendingState {
  room: RoomRow
  banned: boolean
  member: boolean
  /** In a 1:1 room, another member is still in it (the partner has not left). */
  partnerPresent: boolean
}

export async function readSendingState(
  context: DirectChatContext,
  roomId: string,
  userOid: string,
): Promise<SendingState | null> {
  const row = await context.db
    .selectFrom('direct_chat_rooms as r')
    .selectAll('r')
    .select([
      sql<boolean>`exists (select 1 from direct_chat_bans b where b.room_oid = r.oid and b.user_oid = ${userOid})`.as(
        'banned',
      ),
      sql<boolean>`exists (select 1 from direct_chat_members m where m.room_oid = r.oid and m.user_oid = ${userOid} and m.left_at is null)`.as(
        'member',
      ),
      sql<boolean>`exists (select 1 from direct_chat_members p where p.room_oid = r.oid and p.user_oid <> ${userOid} and p.left_at is null)`.as(
        'partner_present',
      ),
    ])
    .where('r.oid', '=', roomId)
    .executeTakeFirst()
  if (!row) return null
  const { banned, member, partner_present, ...room } = row
  return { room: room as RoomRow, banned, member, partnerPresent: partner_present }
}

/**
 * The refusals in the order the spec's texts need them: a ban first ('banned chat room': the
 * ban took them out), then one answer for a room that is not theirs or does not exist, a
 * closed room, and a 1:1 partner who left.
 */
export function refuseToSend(state: SendingState | null): RoomRow {
  if (state?.banned) throw MODERATION_ERRORS.banned()
  if (!state?.member) throw ERRORS.notMember()
  if (state.room.closed) throw ERRORS.closed()
  if (state.room.kind === 'direct' && !state.partnerPresent) throw ERRORS.unableToSend()
  return state.room
}
