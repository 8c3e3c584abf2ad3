import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import { AppError } from '../http'
import type { AccountsContext } from './deps'

/** Failures one client may make on an address before its first lockout; each further one doubles it. */
export const FREE_LOGIN_FAILURES = 5
const FIRST_LOCK_SECONDS = 30
const MAX_LOCK_SECONDS = 60 * 60
/**
 * Failures on one address from all clients together, per window, before clients the
 * owner has never logged in from are held off: a crowd of addresses cannot guess on,
 * and the owner's own clients are not locked out by it.
 */
export const ACCOUNT_FAILURE_CEILING = 50
export const ACCOUNT_FAILURE_WINDOW_MS = 60 * 60 * 1000
/** A client stays known for this long after its last login. */
const KNOWN_CLIENT_MS = 90 * 24 * 60 * 60 * 1000

/**
 * The client as the throttle counts it: the address the server sees (the socket's, or
 * X-Forwarded-For's only when a proxy is trusted). IPv6 counts by /64, the block one
 * subscriber gets, so walking one's own block does not buy fresh attempts. Only a hash
 * is stored.
 */
export function loginClientKey(clientIp: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(clientIp)
  let address = mapped ? mapped[1]! : clientIp
  if (!mapped && address.includes(':')) address = `${ipv6Prefix64(address)}::/64`
  return createHash('sha256').update(`login-client:${address}`).digest('base64url').slice(0, 32)
}

function ipv6Prefix64(address: string): string {
  const [head = '', tail = ''] = address.split('%')[0]!.toLowerCase().split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length)
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
    : headGroups
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')
}

const loginLocked = (retryAfterSeconds: number) =>
  new AppError({
    status: 429,
    code: 'LOGIN_LOCKED',
    message: 'Too many failed login attempts. Please try again later.',
    details: { retryAfterSeconds },
  })

/**
 * Throws 429 while this client is locked on the address, or while the address is past its
 * ceiling and this client is not one the owner used. Stored, so it holds across instances.
 */
export async function assertNotLocked(
  context: AccountsContext,
  email: string,
  client: string,
): Promise<void> {
  const now = context.clock.now()
  const [own, account, known] = await Promise.all([
    context.db
      .selectFrom('login_throttles')
      .select('locked_until')
      .where('email', '=', email)
      .where('client', '=', client)
      .executeTakeFirst(),
    context.db
      .selectFrom('login_account_failures')
      .select(['failures', 'window_start'])
      .where('email', '=', email)
      .executeTakeFirst(),
    context.db
      .selectFrom('login_known_clients')
      .select('last_seen_at')
      .where('email', '=', email)
      .where('client', '=', client)
      .executeTakeFirst(),
  ])
  if (own?.locked_until && own.locked_until > now) {
    throw loginLocked(Math.ceil((own.locked_until.getTime() - now.getTime()) / 1000))
  }
  const windowEnd = account ? account.window_start.getTime() + ACCOUNT_FAILURE_WINDOW_MS : 0
  const isKnown = !!known && known.last_seen_at.getTime() + KNOWN_CLIENT_MS > now.getTime()
  if (
    account &&
    account.failures >= ACCOUNT_FAILURE_CEILING &&
    windowEnd > now.getTime() &&
    !isKnown
  ) {
    throw loginLocked(Math.ceil((windowEnd - now.getTime()) / 1000))
  }
}

/**
 * Counts a failure for the client (exponential lock from the fifth on) and for the address
 * (a window that starts anew once the last one ended), each in one atomic upsert.
 */
export async function recordLoginFailure(
  context: AccountsContext,
  email: string,
  client: string,
): Promise<void> {
  const now = context.clock.now()
  await sql`
    insert into login_throttles (email, client, failures, locked_until, updated_at)
    values (${email}, ${client}, 1, null, ${now})
    on conflict (email, client) do update set
      failures = login_throttles.failures + 1,
      locked_until = case
        when login_throttles.failures + 1 >= ${FREE_LOGIN_FAILURES}
        then ${now}::timestamptz + make_interval(secs => least(
          ${FIRST_LOCK_SECONDS} * power(2, login_throttles.failures + 1 - ${FREE_LOGIN_FAILURES}),
          ${MAX_LOCK_SECONDS}))
        else null end,
      updated_at = ${now}`.execute(context.db)
  const windowOpenedAfter = new Date(now.getTime() - ACCOUNT_FAILURE_WINDOW_MS)
  await sql`
    insert into login_account_failures (email, failures, window_start, updated_at)
    values (${email}, 1, ${now}, ${now})
    on conflict (email) do update set
      failures = case when login_account_failures.window_start > ${windowOpenedAfter}
        then login_account_failures.failures + 1 else 1 end,
      window_start = case when login_account_failures.window_start > ${windowOpenedAfter}
        then login_account_failures.window_start else ${now} end,
      updated_at = ${now}`.execute(context.db)
}

/** The password matched from this client: its own failures end and the client is known. */
export async function recordLoginSuccess(
  context: AccountsContext,
  email: string,
  client: string,
): Promise<void> {
  await context.db
    .deleteFrom('login_throttles')
    .where('email', '=', email)
    .where('client', '=', client)
    .execute()
  await markKnownClient(context, email, client)
}

/**
 * A password reset proved the mailbox: every failure on the address is forgotten and the
 * client that finished the reset is known.
 */
export async function clearLoginFailures(
  context: AccountsContext,
  email: string,
  client: string,
): Promise<void> {
  await context.db.deleteFrom('login_throttles').where('email', '=', email).execute()
  await context.db.deleteFrom('login_account_failures').where('email', '=', email).execute()
  await markKnownClient(context, email, client)
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
