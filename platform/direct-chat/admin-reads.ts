/** What the admins' room and settings lists add to the rows: names and last activity. */
import type { DirectChatContext } from './context'

/** The users' nicknames for the admin lists (an unknown user: absent). */
export async function nicknames(context: DirectChatContext, userOids: readonly string[]) {
  const users = userOids.length ? await context.deps.users.findUsers(userOids) : []
  return new Map(users.map((user) => [user.oid, user.nickname]))
}

/** When each room's last message was sent: the admin list's "last activity" (by primary key). */
export async function lastMessageTimes(context: DirectChatContext, ids: Array<string | null>) {
  const wanted = ids.filter((id): id is string => id !== null).map(String)
  if (wanted.length === 0) return new Map<string, string>()
  const rows = await context.db
    .selectFrom('direct_chat_messages')
    .select(['id', 'created_at'])
    .where('id', 'in', wanted)
    .execute()
  return new Map(rows.map((row) => [String(row.id), row.created_at.toISOString()]))
}
