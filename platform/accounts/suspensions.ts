import { AppError } from '../http'
import { SUSPENSION_REASONS } from './contract'
import type { AccountsContext } from './ports'

export { SUSPENSION_REASONS }
export type SuspensionReason = (typeof SUSPENSION_REASONS)[number]

export interface AccountSuspension {
  reason: SuspensionReason
  suspendedAt: Date
}

/** Suspends the account; suspending a suspended account keeps its first reason and date. */
export async function suspendAccount(
  context: AccountsContext,
  userId: string,
  reason: SuspensionReason,
): Promise<AccountSuspension> {
  await context.db
    .insertInto('account_suspensions')
    .values({ user_id: userId, reason, suspended_at: context.clock.now() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute()
  const suspension = await findSuspension(context, userId)
  if (!suspension) throw new Error(`suspendAccount: user ${userId} vanished`)
  return suspension
}

/** Lifts the account's suspension (whatever its reason); true when there was one. */
export async function liftSuspension(context: AccountsContext, userId: string): Promise<boolean> {
  const result = await context.db
    .deleteFrom('account_suspensions')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

export async function findSuspension(
  context: AccountsContext,
  userId: string,
): Promise<AccountSuspension | null> {
  const row = await context.db
    .selectFrom('account_suspensions')
    .select(['reason', 'suspended_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row ? { reason: row.reason as SuspensionReason, suspendedAt: row.suspended_at } : null
}

/**
 * A suspended account cannot log in. The illegal-download suspension carries the flag the
 * client reads to open the illegal-downloader page with status 999 (document 3, §4).
 */
export function suspendedError(suspension: AccountSuspension) {
  const illegalDownloader = suspension.reason === 'illegal download'
  return new AppError({
    status: 403,
    code: illegalDownloader ? 'ILLEGAL_DOWNLOADER' : 'ACCOUNT_SUSPENDED',
    message: `This account has been suspended (${suspension.reason}).`,
    details: {
      reason: suspension.reason,
      illegalDownloader,
      ...(illegalDownloader ? { errorStatus: 999 } : {}),
    },
  })
}
