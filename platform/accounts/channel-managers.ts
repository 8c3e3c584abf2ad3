/**
 * Channel managers: accounts with the `channelManager` role and the creator channels an
 * admin assigned them. The manager's user info carries a `managed-channel:<creatorOid>`
 * creator tag for each (the spec's mark of a managed channel).
 */
import { sql } from 'kysely'
import {
  ADMIN_LIST_PAGE,
  type AdminListInput,
  decodeCursor,
  encodeCursor,
  paged,
  startsWith,
} from './admin-lists'
import type { AdminChannelManager, ManagedChannel } from './contract'
import { ACCOUNT_ERRORS } from './errors'
import type { AccountsContext } from './ports'

export const MANAGED_CHANNEL_TAG = 'managed-channel:'

/** The creator tags of a manager's user info; none unless the account holds the role. */
export async function managedChannelTags(
  context: AccountsContext,
  userOid: string,
  roles: string[],
) {
  if (!roles.includes('channelManager')) return []
  const rows = await context.db
    .selectFrom('channel_managers')
    .select('creator_oid')
    .where('manager_oid', '=', userOid)
    .orderBy('creator_oid')
    .execute()
  return rows.map((row) => `${MANAGED_CHANNEL_TAG}${row.creator_oid}`)
}

/** The channels each of these managers manages, oldest assignment first. */
export async function channelsOf(
  context: AccountsContext,
  managerOids: string[],
): Promise<Map<string, ManagedChannel[]>> {
  const channels = new Map<string, ManagedChannel[]>()
  if (managerOids.length === 0) return channels
  const rows = await context.db
    .selectFrom('channel_managers')
    .innerJoin('users', 'users.id', 'channel_managers.creator_oid')
    .select([
      'channel_managers.manager_oid',
      'channel_managers.creator_oid',
      'channel_managers.created_at',
      'users.nickname',
      'users.email',
      'users.custom_url',
    ])
    .where('channel_managers.manager_oid', 'in', managerOids)
    .orderBy('channel_managers.created_at')
    .orderBy('channel_managers.creator_oid')
    .execute()
  for (const row of rows) {
    const list = channels.get(row.manager_oid) ?? []
    list.push({
      creatorOid: row.creator_oid,
      nickname: row.nickname,
      email: row.email,
      customUrl: row.custom_url,
      assignedAt: row.created_at.toISOString(),
    })
    channels.set(row.manager_oid, list)
  }
  return channels
}

/** Channel-manager accounts, newest first, 30 a page, searched by e-mail or nickname prefix. */
export async function channelManagersPage(context: AccountsContext, input: AdminListInput) {
  let query = context.db
    .selectFrom('users')
    .select(['id', 'nickname', 'email', 'roles', 'created_at'])
    .where(sql<boolean>`'channelManager' = any(users.roles)`)
  if (input.q) query = query.where(startsWith(input.q))
  if (input.cursor) {
    const { at, id } = decodeCursor(input.cursor)
    query = query.where(sql<boolean>`(created_at, id) < (${at}, ${id})`)
  }
  const found = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ADMIN_LIST_PAGE + 1)
    .execute()
  const { rows, next } = paged(found, (row) => encodeCursor(row.created_at, row.id))
  const channels = await channelsOf(
    context,
    rows.map((row) => row.id),
  )
  const managers: AdminChannelManager[] = rows.map((row) => ({
    oid: row.id,
    nickname: row.nickname,
    email: row.email,
    roles: row.roles,
    createdAt: row.created_at.toISOString(),
    channels: channels.get(row.id) ?? [],
  }))
  return { managers, next }
}

async function rolesOf(context: AccountsContext, userOid: string) {
  const row = await context.db
    .selectFrom('users')
    .select('roles')
    .where('id', '=', userOid)
    .executeTakeFirst()
  if (!row) throw ACCOUNT_ERRORS.userNotFound()
  return row.roles
}

const creatorOids = async (context: AccountsContext, managerOid: string) =>
  ((await channelsOf(context, [managerOid])).get(managerOid) ?? []).map((c) => c.creatorOid)

/** Links a creator's channel to a manager; `before`/`after` are the manager's channels. */
export async function assignChannel(
  context: AccountsContext,
  input: { managerOid: string; creatorOid: string; adminOid: string },
) {
  if (!(await rolesOf(context, input.managerOid)).includes('channelManager'))
    throw ACCOUNT_ERRORS.notChannelManager()
  if (!(await rolesOf(context, input.creatorOid)).includes('creator'))
    throw ACCOUNT_ERRORS.notCreatorAccount()
  const before = await creatorOids(context, input.managerOid)
  const inserted = await context.db
    .insertInto('channel_managers')
    .values({
      manager_oid: input.managerOid,
      creator_oid: input.creatorOid,
      assigned_by: input.adminOid,
      created_at: context.clock.now(),
    })
    .onConflict((oc) => oc.columns(['manager_oid', 'creator_oid']).doNothing())
    .returning('creator_oid')
    .executeTakeFirst()
  const changed = inserted !== undefined
  return { changed, before, after: await creatorOids(context, input.managerOid) }
}

/** Unlinks a creator's channel from a manager; 404 when it was not linked. */
export async function removeChannel(
  context: AccountsContext,
  input: { managerOid: string; creatorOid: string },
) {
  const before = await creatorOids(context, input.managerOid)
  const deleted = await context.db
    .deleteFrom('channel_managers')
    .where('manager_oid', '=', input.managerOid)
    .where('creator_oid', '=', input.creatorOid)
    .executeTakeFirst()
  if (deleted.numDeletedRows === 0n) throw ACCOUNT_ERRORS.notManagedChannel()
  return { before, after: await creatorOids(context, input.managerOid) }
}
