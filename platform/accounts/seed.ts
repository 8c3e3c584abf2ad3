import { sql } from 'kysely'
import { newObjectId } from '../db'
import type { Role } from '../http'
import type { AccountsContext } from './ports'
import { newGeneratedPassword } from './tokens'

export const DEMO_CREATOR_EMAIL = 'creator@taleloom.local'
export const DEMO_CREATOR_NICKNAME = 'DemoCreator'

export interface SeedOptions {
  adminEmail: string
  adminPassword?: string | undefined
}

export interface SeedResult {
  adminCreated: boolean
  /** Only when the admin was created without a configured password; shown once at start. */
  generatedAdminPassword?: string
  /** Only when the demo creator was created by this call; shown once at start like the admin's. */
  generatedCreatorPassword?: string
}

/** First-run accounts: an admin and a demo creator. Idempotent: existing e-mails are left alone. */
export async function seedAccounts(
  context: AccountsContext,
  options: SeedOptions,
): Promise<SeedResult> {
  const adminPassword = options.adminPassword ?? newGeneratedPassword()
  const adminCreated = await createIfMissing(context, {
    email: options.adminEmail.toLowerCase(),
    nickname: 'Admin',
    roles: ['admin', 'user'],
    password: adminPassword,
  })
  const creatorPassword = newGeneratedPassword()
  const creatorCreated = await createIfMissing(context, {
    email: DEMO_CREATOR_EMAIL,
    nickname: DEMO_CREATOR_NICKNAME,
    roles: ['creator', 'user'],
    password: creatorPassword,
  })
  return {
    adminCreated,
    ...(adminCreated && !options.adminPassword ? { generatedAdminPassword: adminPassword } : {}),
    ...(creatorCreated ? { generatedCreatorPassword: creatorPassword } : {}),
  }
}

async function createIfMissing(
  context: AccountsContext,
  account: { email: string; nickname: string; roles: Role[]; password: string },
): Promise<boolean> {
  const existing = await context.db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', account.email)
    .executeTakeFirst()
  if (existing) return false
  const now = context.clock.now()
  // A nickname already used by a real account gets a numeric suffix instead of failing the start.
  const taken = await context.db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(nickname)`, '=', account.nickname.toLowerCase())
    .executeTakeFirst()
  const nickname = taken ? `${account.nickname}${now.getTime() % 10000}` : account.nickname
  const inserted = await context.db
    .insertInto('users')
    .values({
      id: newObjectId(now.getTime()),
      email: account.email,
      nickname,
      password_hash: await context.passwords.hash(account.password),
      birth_date: null,
      roles: account.roles,
      language: null,
      country: null,
      custom_url: null,
      adult_verified_at: null,
      unregister_state: null,
      unregister_survey: null,
      confirm_unregister_at: null,
      created_at: now,
      updated_at: now,
    })
    // Two instances starting at once: the loser's insert becomes a no-op.
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst()
  return !!inserted
}
