/**
 * Accounts signed up and signed in through a sign-in partner (Google, Apple): the calls the
 * sign-in area makes through its port. Accounts owns the users; the partner's identity
 * rows are the sign-in area's, written inside the account's transaction (`alongside`).
 */
import { sql, type Transaction } from 'kysely'
import type { Language } from '../../engine/i18n/languages'
import { type DB, newObjectId } from '../db'
import type { JoinedBy, LoginSuccessResponse, LoginTwoFactorResponse } from './contract'
import { ACCOUNT_ERRORS } from './errors'
import { completeLogin, openTwoFactorTicket } from './login'
import type { AccountsContext } from './ports'
import { checkBirthDate, isBlockedEmail, nicknameTaken } from './registration'
import { violatedUniqueIndex } from './unique-violation'
import { isTwoFactorEnabled } from './users'

export type PartnerJoin = Extract<JoinedBy, 'google' | 'apple'>

export interface AccountByEmail {
  oid: string
  joinedBy: JoinedBy | null
}

export async function findAccountByEmail(
  context: AccountsContext,
  email: string,
): Promise<AccountByEmail | null> {
  const row = await context.db
    .selectFrom('users')
    .select(['id', 'joined_by'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst()
  return row ? { oid: row.id, joinedBy: row.joined_by as JoinedBy | null } : null
}

export interface PartnerSignUp {
  email: string
  nickname: string
  birthDate: string
  language: Language
  joinedBy: PartnerJoin
}

/**
 * A new account without a password, its e-mail proven by the partner. `alongside` records
 * the partner's identity in the same transaction, so an account never exists without it.
 */
export async function createPartnerAccount(
  context: AccountsContext,
  input: PartnerSignUp,
  alongside: (trx: Transaction<DB>, userId: string) => Promise<void>,
): Promise<string> {
  const now = context.clock.now()
  if (isBlockedEmail(input.email, context.settings.blockedEmailDomains)) {
    throw ACCOUNT_ERRORS.emailBlocked()
  }
  checkBirthDate(input.birthDate, now)
  if (await nicknameTaken(context, input.nickname)) throw ACCOUNT_ERRORS.nicknameTaken()
  const userId = newObjectId(now.getTime())
  try {
    await context.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id: userId,
          email: input.email,
          nickname: input.nickname,
          password_hash: null,
          birth_date: input.birthDate,
          roles: ['user'],
          language: input.language,
          country: null,
          custom_url: null,
          adult_verified_at: null,
          unregister_state: null,
          unregister_survey: null,
          confirm_unregister_at: null,
          joined_by: input.joinedBy,
          created_at: now,
          updated_at: now,
        })
        .execute()
      await alongside(trx, userId)
    })
  } catch (error) {
    const index = violatedUniqueIndex(error)
    if (index === 'users_email_key') throw ACCOUNT_ERRORS.emailTaken()
    if (index === 'users_nickname_key') throw ACCOUNT_ERRORS.nicknameTaken()
    throw error
  }
  return userId
}

/**
 * The login state machine after another credential proved the user (a partner's ID
 * token): a 2FA account gets a login ticket for the 2FA step, the rest a session. A
 * suspension refuses (the illegal-download one with the flag for status 999).
 */
export async function loginProvenUser(
  context: AccountsContext,
  userId: string,
): Promise<LoginSuccessResponse | LoginTwoFactorResponse> {
  if (await isTwoFactorEnabled(context.db, userId)) {
    const row = await context.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
    return {
      require2FA: true,
      loginTicket: await openTwoFactorTicket(context, userId),
      email: row.email,
    }
  }
  return completeLogin(context, userId)
}

/** How long a partner's re-authentication stands in for the password (step-up). */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000

/** Whether the account has a password (partner accounts start without one). */
export async function hasPassword(context: AccountsContext, userId: string): Promise<boolean> {
  const row = await context.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst()
  return !!row?.password_hash
}

/**
 * A sign-in partner re-proved the account in this session (a `reauth` finish): for the next
 * minutes it stands in for the password a passwordless account does not have. Answers until when.
 */
export async function markSessionReauthenticated(
  context: AccountsContext,
  sessionId: string,
  userId: string,
): Promise<Date> {
  const now = context.clock.now()
  const marked = await context.db
    .updateTable('sessions')
    .set({ reauthenticated_at: now })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  if (marked.numUpdatedRows === 0n) throw ACCOUNT_ERRORS.reauthRequired()
  return new Date(now.getTime() + REAUTH_WINDOW_MS)
}

/** Until when this session's partner re-authentication stands, or null (none, or too old). */
export async function reauthenticatedUntil(
  context: AccountsContext,
  sessionId: string | null,
): Promise<Date | null> {
  if (!sessionId) return null
  const row = await context.db
    .selectFrom('sessions')
    .select('reauthenticated_at')
    .where('id', '=', sessionId)
    .executeTakeFirst()
  if (!row?.reauthenticated_at) return null
  const until = new Date(row.reauthenticated_at.getTime() + REAUTH_WINDOW_MS)
  return until > context.clock.now() ? until : null
}
