import type { Language } from '../../engine/i18n/languages'
import type { SessionUser } from '../http'
import { unauthorized } from '../http'
import { managedChannelTags } from './channel-managers'
import type { BulkGetUsersResponse, GetUserResponse } from './contract'
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
    ? toAccountUser(
        row,
        row.two_factor_enabled,
        await managedChannelTags(context, row.id, row.roles),
      )
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
  const users = ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [pickFields(toPublicUser(row), toGrab)] : []
  })
  return { users }
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
