import { sql } from 'kysely'
import { newObjectId } from '../db'
import type { SessionScope } from '../http'
import type { WindowPolicy } from '../limits'
import { managedChannelTags } from './channel-managers'
import type { LoginResponse, LoginSuccessResponse } from './contract'
import { ACCOUNT_ERRORS } from './errors'
import type { AccountsContext } from './ports'
import { createSession } from './sessions'
import { findSuspension, suspendedError } from './suspensions'
import { loginClientKey, loginSucceeded, reserveLoginAttempt } from './throttle'
import { hashSecret, newSecretToken } from './tokens'
import { consumeTotpCode } from './two-factor'
import { findUserById, isTwoFactorEnabled, toAccountUser } from './users'

const LOGIN_TICKET_TTL_MS = 5 * 60 * 1000
/** Codes one login ticket may have checked, for its whole life. */
export const TICKET_CODE_TRIES: WindowPolicy = {
  kind: 'window',
  limit: 5,
  windowMs: LOGIN_TICKET_TTL_MS,
}

/**
 * E-mail and password; a 2FA account gets a short-lived login ticket instead of a token.
 * `clientIp` is the address the server sees: failures lock that client on the address
 * (throttle.ts); in-process callers without one share the client 'unknown'.
 */
export async function login(
  context: AccountsContext,
  email: string,
  password: string,
  clientIp = 'unknown',
): Promise<LoginResponse> {
  // Counted before the password is checked: concurrent guesses cannot all be checked.
  const attempt = await reserveLoginAttempt(context, email, loginClientKey(clientIp))
  const account = await context.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'unregister_state', 'confirm_unregister_at', 'joined_by'])
    .where(sql`lower(email)`, '=', email)
    .executeTakeFirst()
  // Unknown e-mail and wrong password answer alike and cost alike (no enumeration).
  const matches = await context.passwords.verify(account?.password_hash ?? null, password)
  const now = context.clock.now()
  if (!account) {
    const pending = await pendingSignUpMatches(context, email, password)
    if (pending) {
      await loginSucceeded(context, attempt)
      return { stage: 'askForConfirmationKey', email }
    }
  }
  const pastDeletion =
    account?.unregister_state === 'wait' &&
    !!account.confirm_unregister_at &&
    account.confirm_unregister_at <= now
  // A partner's account has no password: the spec names the way it must log in.
  if (account?.joined_by === 'google' && !pastDeletion) throw ACCOUNT_ERRORS.mustUseGoogle()
  if (account?.joined_by === 'apple' && !pastDeletion) throw ACCOUNT_ERRORS.mustUseApple()
  if (!account || !matches || pastDeletion) throw ACCOUNT_ERRORS.incorrectCredentials()
  await loginSucceeded(context, attempt)

  if (await isTwoFactorEnabled(context.db, account.id)) {
    return { require2FA: true, loginTicket: await openTwoFactorTicket(context, account.id), email }
  }
  return completeLogin(context, account.id)
}

/** A short-lived, single-use ticket for the 2FA step of a login whose first factor passed. */
export async function openTwoFactorTicket(
  context: AccountsContext,
  userId: string,
): Promise<string> {
  const now = context.clock.now()
  const loginTicket = newSecretToken()
  await context.db
    .insertInto('login_tickets')
    .values({
      id: newObjectId(now.getTime()),
      user_id: userId,
      ticket_hash: hashSecret(loginTicket),
      expires_at: new Date(now.getTime() + LOGIN_TICKET_TTL_MS),
      used_at: null,
      created_at: now,
    })
    .execute()
  return loginTicket
}

/**
 * A sign-up whose mailed code was never entered: the right password earns the spec's
 * `askForConfirmationKey` stage, so the player asks for the code instead of saying the
 * credentials are wrong. A wrong one answers as for an unknown address (no enumeration).
 */
async function pendingSignUpMatches(
  context: AccountsContext,
  email: string,
  password: string,
): Promise<boolean> {
  const pending = await context.db
    .selectFrom('pending_registrations')
    .select('password_hash')
    .where(sql`lower(email)`, '=', email)
    .executeTakeFirst()
  return !!pending && (await context.passwords.verify(pending.password_hash, password))
}

/**
 * Second step of a 2FA login: the ticket is single-use and allows a few wrong codes, each
 * try counted before its code is checked (in the limit store, shared by every instance).
 */
export async function verifyLogin(
  context: AccountsContext,
  loginTicket: string,
  code: string,
): Promise<LoginSuccessResponse> {
  const now = context.clock.now()
  const ticket = await context.db
    .selectFrom('login_tickets')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('ticket_hash', '=', hashSecret(loginTicket))
    .executeTakeFirst()
  if (!ticket || ticket.used_at || ticket.expires_at <= now) {
    throw ACCOUNT_ERRORS.twoFactorVerificationFailed()
  }
  const tries = await context.limits.reserve(`login-ticket:${ticket.id}`, TICKET_CODE_TRIES)
  if (!tries.granted) throw ACCOUNT_ERRORS.twoFactorVerificationFailed()
  if (!(await consumeTotpCode(context, ticket.user_id, code, true))) {
    throw ACCOUNT_ERRORS.invalidTwoFactorCode()
  }
  const used = await context.db
    .updateTable('login_tickets')
    .set({ used_at: now })
    .where('id', '=', ticket.id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  if (used.numUpdatedRows === 0n) throw ACCOUNT_ERRORS.twoFactorVerificationFailed()
  return completeLogin(context, ticket.user_id)
}

/**
 * Opens a session. A login before the scheduled deletion date cancels the deletion,
 * and the response says so.
 */
export async function completeLogin(
  context: AccountsContext,
  userId: string,
  scope: SessionScope | null = null,
): Promise<LoginSuccessResponse> {
  const suspension = await findSuspension(context, userId)
  if (suspension) throw suspendedError(suspension)
  const now = context.clock.now()
  const cancelled = await context.db
    .updateTable('users')
    .set({ unregister_state: 'cancel', confirm_unregister_at: null, updated_at: now })
    .where('id', '=', userId)
    .where('unregister_state', '=', 'wait')
    .where('confirm_unregister_at', '>', now)
    .executeTakeFirst()
  const session = await createSession(context, userId, scope)
  const user = await findUserById(context.db, userId)
  if (!user) throw ACCOUNT_ERRORS.incorrectCredentials()
  return {
    oid: user.id,
    userOid: user.id,
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    email: user.email,
    require2FA: false,
    user: toAccountUser(
      user,
      await isTwoFactorEnabled(context.db, userId),
      await managedChannelTags(context, userId, user.roles),
    ),
    unregisterCancelled: cancelled.numUpdatedRows > 0n,
  }
}
