/** The active members of a page of rooms, read once for the page (global rooms list none). */
import type { DirectChatContext } from './context'

export async function activeMembers(
  context: DirectChatContext,
  rooms: readonly { oid: string; kind: string }[],
  exceptUserOid?: string,
): Promise<{ room_oid: string; user_oid: string }[]> {
  const roomOids = rooms.filter((room) => room.kind !== 'global').map((room) => room.oid)
  if (roomOids.length === 0) return []
  let query = context.db
    .selectFrom('direct_chat_members')
    .select(['room_oid', 'user_oid'])
    .where('room_oid', 'in', roomOids)
    .where('left_at', 'is', null)
  if (exceptUserOid) query = query.where('user_oid', '<>', exceptUserOid)
  return query.execute()
}
