import { sql } from 'kysely'
import type { AdminUserView } from './contract'
import type { AccountsContext } from './ports'

export const ADMIN_SEARCH_LIMIT = 20

/**
 * Accounts an admin looks for: the one whose e-mail is `q` exactly, then those whose
 * nickname starts with it (case ignored), oldest first. Both read the unique `lower(…)`
 * indexes; a nickname prefix is a range on `users_nickname_key`.
 */
export async function searchUsers(context: AccountsContext, q: string): Promise<AdminUserView[]> {
  const wanted = q.trim().toLowerCase()
  if (!wanted) return []
  const rows = await context.db
    .selectFrom('users')
    .select(['id', 'nickname', 'email', 'roles', 'created_at'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(email)`, '=', wanted),
        eb(sql`lower(nickname)`, 'like', `${wanted.replace(/[\\%_]/g, (char) => `\\${char}`)}%`),
      ]),
    )
    .orderBy(sql`lower(email) = ${wanted}`, 'desc')
    .orderBy('created_at')
    .limit(ADMIN_SEARCH_LIMIT)
    .execute()
  return rows.map((row) => ({
    oid: row.id,
    nickname: row.nickname,
    email: row.email,
    roles: row.roles,
    createdAt: row.created_at.toISOString(),
  }))
}
