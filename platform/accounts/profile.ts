import { isLanguage, type Language } from '../../engine/i18n/languages'
import type { SessionUser } from '../http'
import { unauthorized } from '../http'
import { managedChannelTags } from './channel-managers'
import type { BulkGetUsersResponse, GetUserResponse } from './contract'
import { tagsOf } from './creator-tags'
import { ACCOUNT_ERRORS } from './errors'
import type { AccountsContext } from './ports'
import {
  findUserById,
  pickFields,
  selectUser,
  selectUserWithTwoFactor,
  toAccountUser,
  toPublicUser,
} from './users'

/** Own view for oneself (and admins), public fields for everyone else. */
export async function getUser(
  context: AccountsContext,
  viewer: SessionUser | null,
  query: {
    userOid?: string | undefined
    customUrl?: string | undefined
    filter?: string | undefined
  },
): Promise<GetUserResponse> {
  const users = selectUserWithTwoFactor(context.db)
  let row: Awaited<ReturnType<typeof users.executeTakeFirst>>
  if (query.userOid) row = await users.where('users.id', '=', query.userOid).executeTakeFirst()
  else if (query.customUrl) {
    row = await users
      .where('users.custom_url', '=', query.customUrl.toLowerCase())
      .executeTakeFirst()
  } else {
    if (!viewer) throw unauthorized()
    row = await users.where('users.id', '=', viewer.oid).executeTakeFirst()
  }
  if (!row) throw ACCOUNT_ERRORS.userNotFound()
  const isMe = viewer?.oid === row.id
  const full = isMe || !!viewer?.roles.includes('admin')
  const user = full
    ? toAccountUser(row, row.two_factor_enabled, [
        ...(await managedChannelTags(context, row.id, row.roles)),
        // Only creators hold tags: a reader's getuser stays two statements.
        ...(row.roles.includes('creator') ? await tagsOf(context, row.id) : []),
      ])
    : toPublicUser(row)
  return { user: pickFields(user, query.filter), isMe }
}

/** Public fields of up to 150 users; unknown ids are left out. */
export async function bulkGetUsers(
  context: AccountsContext,
  ids: string[],
  toGrab: string | undefined,
): Promise<BulkGetUsersResponse> {
  if (ids.length === 0) return { users: [] }
  const rows = await selectUser(context.db)
    .where('users.id', 'in', [...new Set(ids)])
    .execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  // Display nicknames only when asked for by name: one more query the ports never need.
  const names = wantsMultiLangNick(toGrab) ? await multiLangNicks(context, [...byId.keys()]) : null
  const users = ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const picked = pickFields(toPublicUser(row), toGrab)
    return [names ? { ...picked, multiLangNick: names.get(id) ?? {} } : picked]
  })
  return { users }
}

const wantsMultiLangNick = (toGrab: string | undefined) =>
  !!toGrab?.split(/[|,]/).some((name) => name.trim() === 'multiLangNick')

/** The users' display nicknames by language (the spec's `multiLangNick`). */
async function multiLangNicks(context: AccountsContext, userIds: readonly string[]) {
  const byUser = new Map<string, Partial<Record<Language, string>>>()
  if (userIds.length === 0) return byUser
  const rows = await context.db
    .selectFrom('global_nicknames')
    .select(['user_id', 'language', 'nickname'])
    .where('user_id', 'in', [...userIds])
    .execute()
  for (const row of rows) {
    if (!isLanguage(row.language)) continue
    const names = byUser.get(row.user_id) ?? {}
    names[row.language] = row.nickname
    byUser.set(row.user_id, names)
  }
  return byUser
}

const CUSTOM_URL = /^[a-z0-9_-]{3,30}$/
/** Paths of the product itself, so a profile URL never shadows a page. */
const RESERVED_URLS = new Set([
  'admin',
  'api',
  'account',
  'assets',
  'charge',
  'chat',
  'event',
  'home',
  'login',
  'logout',
  'multiplay',
  'myinfo',
  'payouts',
  'pwreset',
  'register',
  'scenario',
  'settings',
  'story',
  'studio',
  'studio2',
  'subscribe',
  'support',
  'taleloom',
  'ko',
  'en',
  'jp',
  'es',
])

export async function setCustomUrl(context: AccountsContext, userId: string, customUrl: string) {
  const value = customUrl.trim().toLowerCase()
  if (!CUSTOM_URL.test(value) || RESERVED_URLS.has(value)) {
    throw ACCOUNT_ERRORS.customUrlUnavailable()
  }
  const now = context.clock.now()
  // One conditional update: the unique index would refuse a race, this refuses the common case.
  const updated = await context.db
    .updateTable('users')
    .set({ custom_url: value, updated_at: now })
    .where('id', '=', userId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('users as other')
            .select('other.id')
            .where('other.custom_url', '=', value)
            .where('other.id', '!=', userId),
        ),
      ),
    )
    .executeTakeFirst()
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') return { numUpdatedRows: 0n }
      throw error
    })
  if (updated.numUpdatedRows === 0n) throw ACCOUNT_ERRORS.customUrlUnavailable()
  return { customUrl: value }
}

export async function clearCustomUrl(context: AccountsContext, userId: string) {
  await context.db
    .updateTable('users')
    .set({ custom_url: null, updated_at: context.clock.now() })
    .where('id', '=', userId)
    .execute()
  return { customUrl: null }
}

/** Korea's youth-protection age is 19; 18 elsewhere. */
export function adultAge(country: string | null): number {
  return country === 'KR' ? 19 : 18
}

export function ageOn(birthDate: string, now: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number]
  let age = now.getUTCFullYear() - year
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)
  if (beforeBirthday) age -= 1
  return age
}

/** Adult self-certification: the date must match the one given at sign-up, and be of age. */
export async function certifyAdult(
  context: AccountsContext,
  userId: string,
  birthDate: string,
  requestCountry: string | null,
) {
  const user = await findUserById(context.db, userId)
  if (!user) throw ACCOUNT_ERRORS.userNotFound()
  const now = context.clock.now()
  if (birthDate < '1900-01-01' || birthDate > now.toISOString().slice(0, 10)) {
    throw ACCOUNT_ERRORS.incorrectBirthDate()
  }
  if (user.birth_date && user.birth_date !== birthDate) throw ACCOUNT_ERRORS.incorrectBirthDate()
  if (ageOn(birthDate, now) < adultAge(requestCountry ?? user.country))
    throw ACCOUNT_ERRORS.notAdult()
  await context.db
    .updateTable('users')
    .set({ is_adult: true, adult_verified_at: now, updated_at: now })
    .where('id', '=', userId)
    .execute()
  return { isUserAdult: true }
}

/**
 * An identity provider (Yoti) verified the user as adult: the flag is set without a date of
 * birth. Only the adult-verification area calls it, and only on a verified result.
 */
export async function markAdultVerified(context: AccountsContext, userId: string) {
  const now = context.clock.now()
  const updated = await context.db
    .updateTable('users')
    .set({ is_adult: true, adult_verified_at: now, updated_at: now })
    .where('id', '=', userId)
    .returning('id')
    .executeTakeFirst()
  if (!updated) throw ACCOUNT_ERRORS.userNotFound()
  return { isUserAdult: true }
}

export async function revokeAdult(context: AccountsContext, userId: string) {
  await context.db
    .updateTable('users')
    .set({ is_adult: false, adult_verified_at: null, updated_at: context.clock.now() })
    .where('id', '=', userId)
    .execute()
  return { isUserAdult: false }
}

export async function setLanguage(context: AccountsContext, userId: string, language: Language) {
  await context.db
    .updateTable('users')
    .set({ language, updated_at: context.clock.now() })
    .where('id', '=', userId)
    .execute()
  return { language }
}
