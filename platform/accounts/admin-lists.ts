/**
 * The admin's account lists (new users, accounts waiting for deletion, creators): a page of
 * 30, searched by the start of an e-mail or a nickname (case ignored), keyset-paged by the
 * list's time and the id, so each page is an index walk however deep it is.
 */
import { type ExpressionBuilder, sql } from 'kysely'
import type { DB } from '../db'
import type { SessionUser } from '../http'
import type { AdminCreator, AdminNewUser, AdminUnregisterAccount, JoinedBy } from './contract'
import type { AccountsContext } from './ports'

export const ADMIN_LIST_PAGE = 30

export interface AdminListInput {
  q?: string | undefined
  cursor?: string | undefined
}

/** `ms.id`: the last row's time and id; the next page starts after it. */
export function encodeCursor(at: Date, id: string): string {
  return `${at.getTime()}.${id}`
}

export function decodeCursor(cursor: string): { at: Date; id: string } {
  const [ms, id] = cursor.split('.')
  return { at: new Date(Number(ms)), id: id ?? '' }
}

/** Accounts whose e-mail or nickname starts with `q` (case ignored; `%`, `_` and `\` literal). */
export function startsWith(q: string) {
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  return (eb: ExpressionBuilder<DB, 'users'>) =>
    eb.or([eb(sql`lower(email)`, 'like', prefix), eb(sql`lower(nickname)`, 'like', prefix)])
}

/** The rows of one page and the cursor of the next, from a query asked for one row more. */
export function paged<T>(rows: T[], cursorOf: (row: T) => string) {
  const page = rows.slice(0, ADMIN_LIST_PAGE)
  const last = page.at(-1)
  return { rows: page, next: rows.length > ADMIN_LIST_PAGE && last ? cursorOf(last) : null }
}

function newestFirst(context: AccountsContext, input: AdminListInput) {
  let query = context.db
    .selectFrom('users')
    .select(['id', 'nickname', 'email', 'roles', 'country', 'joined_by', 'created_at'])
  if (input.q) query = query.where(startsWith(input.q))
  if (input.cursor) {
    const { at, id } = decodeCursor(input.cursor)
    query = query.where(sql<boolean>`(created_at, id) < (${at}, ${id})`)
  }
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ADMIN_LIST_PAGE + 1)
}

/** Sign-ups, newest first: how each joined, its country and whether it is a creator. */
export async function newUsers(context: AccountsContext, input: AdminListInput) {
  const { rows, next } = paged(await newestFirst(context, input).execute(), (row) =>
    encodeCursor(row.created_at, row.id),
  )
  const users: AdminNewUser[] = rows.map((row) => ({
    oid: row.id,
    nickname: row.nickname,
    email: row.email,
    roles: row.roles,
    createdAt: row.created_at.toISOString(),
    joinedBy: row.joined_by as JoinedBy | null,
    country: row.country,
    creator: row.roles.includes('creator'),
  }))
  return { users, next }
}

/** Accounts waiting for deletion, the soonest deleted first (the purge's own index). */
export async function unregisterWaitList(context: AccountsContext, input: AdminListInput) {
  let query = context.db
    .selectFrom('users')
    .select(['id', 'nickname', 'email', 'confirm_unregister_at', 'unregister_survey'])
    .where('unregister_state', '=', 'wait')
  if (input.q) query = query.where(startsWith(input.q))
  if (input.cursor) {
    const { at, id } = decodeCursor(input.cursor)
    query = query.where(sql<boolean>`(confirm_unregister_at, id) > (${at}, ${id})`)
  }
  const found = await query
    .orderBy('confirm_unregister_at')
    .orderBy('id')
    .limit(ADMIN_LIST_PAGE + 1)
    .execute()
  const { rows, next } = paged(found, (row) =>
    encodeCursor(row.confirm_unregister_at ?? new Date(0), row.id),
  )
  const accounts: AdminUnregisterAccount[] = rows.map((row) => ({
    oid: row.id,
    nickname: row.nickname,
    email: row.email,
    confirmUnregister: (row.confirm_unregister_at ?? new Date(0)).toISOString(),
    survey: (row.unregister_survey ?? '').slice(0, 500),
  }))
  return { accounts, next }
}

type UserRow = { id: string; nickname: string; email: string; roles: string[]; created_at: Date }

/** A creator's row with its channel and content count, asked of the channels and content areas. */
async function withFacts(
  context: AccountsContext,
  viewer: SessionUser,
  row: UserRow,
): Promise<AdminCreator> {
  const facts = context.creatorFacts
  const [channel, contentCount] = facts
    ? await Promise.all([facts.channel(row.id), facts.contentCount(viewer, row.id)])
    : [null, null]
  return {
    oid: row.id,
    nickname: row.nickname,
    email: row.email,
    roles: row.roles,
    createdAt: row.created_at.toISOString(),
    channel: channel?.registered
      ? { partnerLevel: channel.partnerLevel, customUrl: channel.customUrl }
      : null,
    contentCount,
  }
}

/** Creators, newest account first, each with its channel and content count (one call each). */
export async function creatorsPage(
  context: AccountsContext,
  viewer: SessionUser,
  input: AdminListInput,
) {
  const found = await newestFirst(context, input)
    .where(sql<boolean>`'creator' = any(users.roles)`)
    .execute()
  const { rows, next } = paged(found, (row) => encodeCursor(row.created_at, row.id))
  const creators = await Promise.all(rows.map((row) => withFacts(context, viewer, row)))
  return { creators, next }
}

/** One account as the creator page shows it (creator or not); null when there is none. */
export async function creatorDetail(
  context: AccountsContext,
  viewer: SessionUser,
  userId: string,
): Promise<AdminCreator | null> {
  const row = await context.db
    .selectFrom('users')
    .select(['id', 'nickname', 'email', 'roles', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst()
  return row ? withFacts(context, viewer, row) : null
}
