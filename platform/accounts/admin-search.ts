import { sql } from 'kysely'
import type { AdminUserDetail, AdminUserView } from './contract'
import type { AccountsContext } from './ports'
import { isTwoFactorEnabled } from './users'

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

/**
 * One account as the admin's user page shows it: who, roles, suspension, two-factor and how
 * many sessions are open now. Null when no such account.
 */
export async function adminUserDetail(
  context: AccountsContext,
  userId: string,
): Promise<AdminUserDetail | null> {
  const now = context.clock.now()
  const row = await context.db
    .selectFrom('users')
    .select((eb) => [
      'id',
      'nickname',
      'email',
      'roles',
      'created_at',
      eb
        .selectFrom('account_suspensions')
        .select('reason')
        .whereRef('account_suspensions.user_id', '=', 'users.id')
        .as('suspension_reason'),
      eb
        .selectFrom('account_suspensions')
        .select('suspended_at')
        .whereRef('account_suspensions.user_id', '=', 'users.id')
        .as('suspended_at'),
      eb
        .selectFrom('sessions')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('sessions.user_id', '=', 'users.id')
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .as('open_sessions'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!row) return null
  return {
    oid: row.id,
    nickname: row.nickname,
    email: row.email,
    roles: row.roles,
    createdAt: row.created_at.toISOString(),
    suspension: row.suspension_reason
      ? {
          reason: row.suspension_reason,
          suspendedAt: new Date(row.suspended_at as Date | string).toISOString(),
        }
      : null,
    twoFactor: await isTwoFactorEnabled(context.db, userId),
    openSessions: Number(row.open_sessions ?? 0),
  }
}
