import { type Kysely, sql } from 'kysely'
import type { Language } from '../../engine/i18n/languages'
import type { DB } from '../db'
import type { Role, SessionUser } from '../http'
import type { AccountUser, PublicUser, UnregisterState } from './contract'

/** The columns every user read needs; the birth date comes back as 'YYYY-MM-DD' text. */
export function selectUser(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .select([
      'users.id',
      'users.email',
      'users.nickname',
      'users.roles',
      'users.language',
      'users.country',
      'users.custom_url',
      'users.is_adult',
      'users.adult_verified_at',
      'users.unregister_state',
      'users.confirm_unregister_at',
      'users.profile_image',
      'users.created_at',
      sql<string | null>`to_char(users.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
    ])
}

export type UserRow = {
  id: string
  email: string
  nickname: string
  roles: string[]
  language: string | null
  country: string | null
  custom_url: string | null
  is_adult: boolean
  adult_verified_at: Date | null
  unregister_state: string | null
  confirm_unregister_at: Date | null
  profile_image: string | null
  created_at: Date
  birth_date: string | null
}

export function toSessionUser(
  row: Pick<UserRow, 'id' | 'nickname' | 'roles' | 'language' | 'is_adult'>,
): SessionUser {
  return {
    oid: row.id,
    nickname: row.nickname,
    roles: row.roles as Role[],
    language: row.language as Language | null,
    isAdult: row.is_adult,
  }
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    oid: row.id,
    nickname: row.nickname,
    customUrl: row.custom_url,
    isCreator: row.roles.includes('creator'),
    isLivestreamer: row.roles.includes('livestreamer'),
    profileImageKey: row.profile_image,
    createdAt: row.created_at.toISOString(),
  }
}

export function toAccountUser(
  row: UserRow,
  twoFactorEnabled: boolean,
  creatorTags: string[] = [],
): AccountUser {
  return {
    ...toPublicUser(row),
    email: row.email,
    roles: row.roles as Role[],
    admin: row.roles.includes('admin'),
    isUserAdult: row.is_adult,
    isSelfCert: row.adult_verified_at !== null,
    language: row.language as Language | null,
    geo: row.country,
    birthDate: row.birth_date,
    twoFactorEnabled,
    creatorTags,
    unregisterState: row.unregister_state as UnregisterState | null,
    confirmUnregister: row.confirm_unregister_at?.toISOString() ?? null,
  }
}

export async function findUserById(db: Kysely<DB>, id: string): Promise<UserRow | undefined> {
  return selectUser(db).where('users.id', '=', id).executeTakeFirst()
}

/**
 * The user columns plus whether two-factor sign-in is on, in one statement: `getuser`
 * reads both on every call, and each statement is a round trip to the database.
 */
export function selectUserWithTwoFactor(db: Kysely<DB>) {
  return selectUser(db)
    .leftJoin('totp_secrets', 'totp_secrets.user_id', 'users.id')
    .select(sql<boolean>`totp_secrets.enabled_at is not null`.as('two_factor_enabled'))
}

export async function isTwoFactorEnabled(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('totp_secrets')
    .select('enabled_at')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return !!row?.enabled_at
}

/** Narrows a user view to the requested fields (`a|b` or `a,b`); `oid` always stays. */
export function pickFields<T extends { oid: string }>(
  user: T,
  filter: string | undefined,
): Partial<T> & { oid: string } {
  const names = filter
    ?.split(/[|,]/)
    .map((name) => name.trim())
    .filter(Boolean)
  if (!names || names.length === 0) return user
  const picked: Record<string, unknown> = { oid: user.oid }
  for (const name of names) {
    if (Object.hasOwn(user, name)) picked[name] = user[name as keyof T]
  }
  return picked as Partial<T> & { oid: string }
}
