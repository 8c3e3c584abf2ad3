/** Whether an admin banned a user from a global room: asked on every send and join there. */
import type { DirectChatContext } from '../context'
import { MODERATION_ERRORS } from './errors'

export async function isBanned(context: DirectChatContext, roomId: string, userOid: string) {
  const row = await context.db
    .selectFrom('direct_chat_bans')
    .select('user_oid')
    .where('room_oid', '=', roomId)
    .where('user_oid', '=', userOid)
    .executeTakeFirst()
  return !!row
}

/**
 * Refuses a banned user with the spec's 'banned chat room' (only global rooms have bans).
 * Asked before membership: the ban took them out of the room, and they are told why.
 */
export async function refuseBanned(context: DirectChatContext, roomId: string, userOid: string) {
  if (await isBanned(context, roomId, userOid)) throw MODERATION_ERRORS.banned()
}
