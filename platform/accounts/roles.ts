import { sql } from 'kysely'
import type { Role, SessionUser } from '../http'
import { ACCOUNT_ERRORS } from './errors'
import type { AccountsContext } from './ports'

/** Replaces a user's roles (admin only); every account keeps `user`, and an admin keeps their own admin role. */
export async function setRoles(
  context: AccountsContext,
  actor: SessionUser,
  userOid: string,
  roles: Role[],
): Promise<{ userOid: string; roles: Role[] }> {
  const next = [...new Set<Role>(['user', ...roles])]
  if (actor.oid === userOid && !next.includes('admin')) throw ACCOUNT_ERRORS.ownAdminRole()
  const updated = await context.db
    .updateTable('users')
    .set({ roles: next, updated_at: context.clock.now() })
    .where('id', '=', userOid)
    .returning('roles')
    .executeTakeFirst()
  if (!updated) throw ACCOUNT_ERRORS.userNotFound()
  await context.security.tell(userOid, 'roles')
  return { userOid, roles: updated.roles as Role[] }
}

export async function userHasRole(
  context: AccountsContext,
  userId: string,
  role: Role,
): Promise<boolean> {
  const row = await context.db
    .selectFrom('users')
    .select('roles')
    .where('id', '=', userId)
    .executeTakeFirst()
  return !!row && (row.roles.includes(role) || row.roles.includes('admin'))
}

/**
 * Adds one role in a single statement, so a concurrent change to the user's other roles
 * (an admin's `setRoles`) is never overwritten by a stale read.
 */
export async function addRole(
  context: AccountsContext,
  userOid: string,
  role: Role,
): Promise<{ userOid: string; roles: Role[] }> {
  const updated = await context.db
    .updateTable('users')
    .set((eb) => ({
      roles: sql<
        string[]
      >`case when ${role} = any(${eb.ref('roles')}) then ${eb.ref('roles')} else array_append(${eb.ref('roles')}, ${role}::text) end`,
      updated_at: context.clock.now(),
    }))
    .where('id', '=', userOid)
    .returning('roles')
    .executeTakeFirst()
  if (!updated) throw ACCOUNT_ERRORS.userNotFound()
  return { userOid, roles: updated.roles as Role[] }
}

/** Removes one role in a single statement (see addRole); removing `user` is refused. */
export async function removeRole(
  context: AccountsContext,
  userOid: string,
  role: Exclude<Role, 'user'>,
): Promise<{ userOid: string; roles: Role[] }> {
  const updated = await context.db
    .updateTable('users')
    .set((eb) => ({
      roles: sql<string[]>`array_remove(${eb.ref('roles')}, ${role}::text)`,
      updated_at: context.clock.now(),
    }))
    .where('id', '=', userOid)
    .returning('roles')
    .executeTakeFirst()
  if (!updated) throw ACCOUNT_ERRORS.userNotFound()
  await context.security.tell(userOid, 'roles')
  return { userOid, roles: updated.roles as Role[] }
}

/** Users holding a role, oldest account first (operators' lists; at most `limit`). */
export async function usersWithRole(
  context: AccountsContext,
  role: Role,
  limit: number,
): Promise<string[]> {
  const rows = await context.db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`${role}::text = any(roles)`)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}
