import { sql } from 'kysely'
import { AppError } from '../http'
import type { AccountsContext } from './deps'

/** Failures allowed before the first lockout; each further failure doubles it. */
export const FREE_LOGIN_FAILURES = 5
const FIRST_LOCK_SECONDS = 30
const MAX_LOCK_SECONDS = 60 * 60

/** Throws 429 while the address is locked; the lock is stored, so it holds across instances. */
export async function assertNotLocked(context: AccountsContext, email: string): Promise<void> {
  const row = await context.db
    .selectFrom('login_throttles')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst()
  const now = context.clock.now()
  if (row?.locked_until && row.locked_until > now) {
    const retryAfterSeconds = Math.ceil((row.locked_until.getTime() - now.getTime()) / 1000)
    throw new AppError({
      status: 429,
      code: 'LOGIN_LOCKED',
      message: 'Too many failed login attempts. Please try again later.',
      details: { retryAfterSeconds },
    })
  }
}

/** Counts a failure in one atomic upsert and sets the exponential lock from the fifth on. */
export async function recordLoginFailure(context: AccountsContext, email: string): Promise<void> {
  const now = context.clock.now()
  await sql`
    insert into login_throttles (email, failures, locked_until, updated_at)
    values (${email}, 1, null, ${now})
    on conflict (email) do update set
      failures = login_throttles.failures + 1,
      locked_until = case
        when login_throttles.failures + 1 >= ${FREE_LOGIN_FAILURES}
        then ${now}::timestamptz + make_interval(secs => least(
          ${FIRST_LOCK_SECONDS} * power(2, login_throttles.failures + 1 - ${FREE_LOGIN_FAILURES}),
          ${MAX_LOCK_SECONDS}))
        else null end,
      updated_at = ${now}`.execute(context.db)
}

export async function clearLoginFailures(context: AccountsContext, email: string): Promise<void> {
  await context.db.deleteFrom('login_throttles').where('email', '=', email).execute()
}
