import { createHash } from 'node:crypto'
import { AppError } from '../http'
import {
  clientAddress,
  type LockoutPolicy,
  type Reservation,
  retryAfterSeconds,
  type WindowPolicy,
} from '../limits'
import type { AccountsContext } from './ports'

/** Failures one client may make on an address before its first lockout; each further one doubles it. */
export const FREE_LOGIN_FAILURES = 5
/**
 * Failures on one address from all clients together, per window, before clients the
 * owner has never logged in from are held off: a crowd of addresses cannot guess on,
 * and the owner's own clients are not locked out by it.
 */
export const ACCOUNT_FAILURE_CEILING = 50
export const ACCOUNT_FAILURE_WINDOW_MS = 60 * 60 * 1000
/** A client stays known for this long after its last login. */
const KNOWN_CLIENT_MS = 90 * 24 * 60 * 60 * 1000

/** One client on one address: 30 s after the fifth failure, doubling up to an hour. */
export const CLIENT_LOCKOUT: LockoutPolicy = {
  kind: 'lockout',
  free: FREE_LOGIN_FAILURES,
  firstLockMs: 30_000,
  maxLockMs: 60 * 60 * 1000,
  // A client's failures are forgotten after a quiet day past its last lock.
  forgetMs: 24 * 60 * 60 * 1000,
}
export const ACCOUNT_CEILING: WindowPolicy = {
  kind: 'window',
  limit: ACCOUNT_FAILURE_CEILING,
  windowMs: ACCOUNT_FAILURE_WINDOW_MS,
}

/**
 * The client as the throttle counts it: the address the server sees (the socket's, or
 * X-Forwarded-For's only when a proxy is trusted), IPv6 by /64 (`clientAddress`). Only a
 * hash is stored.
 */
export function loginClientKey(clientIp: string): string {
  return createHash('sha256')
    .update(`login-client:${clientAddress(clientIp)}`)
    .digest('base64url')
    .slice(0, 32)
}

const clientBudget = (email: string, client: string) => `login:client:${email}:${client}`
const accountBudget = (email: string) => `login:account:${email}`

const loginLocked = (reservation: Reservation) => {
  const seconds = retryAfterSeconds(reservation)
  return new AppError({
    status: 429,
    code: 'LOGIN_LOCKED',
    message: 'Too many failed login attempts. Please try again later.',
    details: { retryAfterSeconds: seconds },
  })
}

/** What a reserved login attempt holds, for its outcome to settle. */
export interface LoginAttempt {
  email: string
  client: string
  /** Whether the attempt took a place in the address's window (given back on success). */
  countedOnAccount: boolean
}

/**
 * Counts the attempt as a failure before the password is checked (so concurrent guesses
 * cannot all pass the check first), or throws 429: the address is past its ceiling and
 * the owner never used this client, or this client is locked on the address. Both budgets
 * are in the limit store, shared by every instance.
 */
export async function reserveLoginAttempt(
  context: AccountsContext,
  email: string,
  client: string,
): Promise<LoginAttempt> {
  const [account, known] = await Promise.all([
    context.limits.reserve(accountBudget(email), ACCOUNT_CEILING),
    isKnownClient(context, email, client),
  ])
  if (!account.granted && !known) throw loginLocked(account)
  const own = await context.limits.reserve(clientBudget(email, client), CLIENT_LOCKOUT)
  if (!own.granted) {
    // Refused before any check: it is no failure on the address either.
    if (account.granted) await context.limits.release(accountBudget(email), ACCOUNT_CEILING)
    throw loginLocked(own)
  }
  return { email, client, countedOnAccount: account.granted }
}

/**
 * The password matched: the attempt was no failure. This client's failures end, its place
 * in the address's window is given back, and the client is known.
 */
export async function loginSucceeded(context: AccountsContext, attempt: LoginAttempt) {
  await Promise.all([
    context.limits.reset(clientBudget(attempt.email, attempt.client)),
    attempt.countedOnAccount
      ? context.limits.release(accountBudget(attempt.email), ACCOUNT_CEILING)
      : undefined,
    markKnownClient(context, attempt.email, attempt.client),
  ])
}

/**
 * A password reset proved the mailbox: the address's failures are forgotten, and so are
 * this client's, which is known from now on. Other clients' locks run out on their own:
 * the owner's reset does not free an attacker's.
 */
export async function clearLoginFailures(
  context: AccountsContext,
  email: string,
  client: string,
): Promise<void> {
  await Promise.all([
    context.limits.reset(accountBudget(email)),
    context.limits.reset(clientBudget(email, client)),
    markKnownClient(context, email, client),
  ])
}

async function isKnownClient(context: AccountsContext, email: string, client: string) {
  const known = await context.db
    .selectFrom('login_known_clients')
    .select('last_seen_at')
    .where('email', '=', email)
    .where('client', '=', client)
    .executeTakeFirst()
  return !!known && known.last_seen_at.getTime() + KNOWN_CLIENT_MS > context.clock.now().getTime()
}

async function markKnownClient(context: AccountsContext, email: string, client: string) {
  const now = context.clock.now()
  await context.db
    .insertInto('login_known_clients')
    .values({ email, client, last_seen_at: now })
    .onConflict((conflict) =>
      conflict.columns(['email', 'client']).doUpdateSet({ last_seen_at: now }),
    )
    .execute()
}
