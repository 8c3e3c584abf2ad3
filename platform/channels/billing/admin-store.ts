/**
 * The admin's reads and writes of failed renewals: periods with a failed attempt or past
 * due, a keyset page at a time (newest period first), and one period claimed for an admin's
 * retry or ended. The claim is the scheduler's lease on one row: while it is held nobody
 * else charges the period, and the failure record is fenced by the same worker and attempt.
 */
import { sql } from 'kysely'
import type { BillingDb, BillingPeriod } from './store'

export const ADMIN_RENEWALS_PAGE = 30
/** A due period the scheduler has not charged an hour after it was due is past due. */
export const PAST_DUE_MS = 60 * 60_000

export interface FailedRenewalRow extends BillingPeriod {
  subscription_state: string | null
}

export interface RenewalCursor {
  period: string
  subscriptionOid: string
}

export const encodeCursor = (row: RenewalCursor) => `${row.period}.${row.subscriptionOid}`

export function decodeCursor(value: string): RenewalCursor | null {
  const match = /^(\d{4}-\d{2})\.([0-9a-f]{24})$/.exec(value)
  return match ? { period: match[1] as string, subscriptionOid: match[2] as string } : null
}

/** One page of failed or past-due periods, newest period first; `who` is a user or a creator. */
export async function failedRenewalsPage(
  db: BillingDb,
  input: { now: Date; who?: string; before?: RenewalCursor; limit?: number },
): Promise<FailedRenewalRow[]> {
  const limit = input.limit ?? ADMIN_RENEWALS_PAGE
  const pastDue = new Date(input.now.getTime() - PAST_DUE_MS)
  const who = input.who
    ? sql`and (p.user_oid = ${input.who} or p.creator_oid = ${input.who})`
    : sql``
  const before = input.before
    ? sql`and (p.period, p.subscription_oid) < (${input.before.period}, ${input.before.subscriptionOid})`
    : sql``
  const result = await sql<FailedRenewalRow>`
    select p.*, s.state as subscription_state
    from channel_billing_periods p
    left join channel_subscriptions s on s.oid = p.subscription_oid
    where (p.attempts > 0 or p.status = 'due')
      and (p.attempts > 0 or p.next_attempt_at < ${pastDue})
      ${who} ${before}
    order by p.period desc, p.subscription_oid desc
    limit ${limit}`.execute(db)
  return result.rows
}

export async function findPeriod(db: BillingDb, subscriptionOid: string, period: string) {
  return (
    (await db
      .selectFrom('channel_billing_periods')
      .selectAll()
      .where('subscription_oid', '=', subscriptionOid)
      .where('period', '=', period)
      .executeTakeFirst()) ?? null
  )
}

/**
 * Leases one due period to `workerId` for a retry now, whatever its next attempt's time,
 * if no one holds it and its subscription still renews (subscribed, with a card, this
 * period next). Concurrent claims meet at the row: one wins, the others claim nothing.
 */
export async function claimForRetry(
  db: BillingDb,
  input: { subscriptionOid: string; period: string; workerId: string; now: Date; leaseMs: number },
): Promise<BillingPeriod | null> {
  const leaseUntil = new Date(input.now.getTime() + input.leaseMs)
  const result = await sql<BillingPeriod>`
    update channel_billing_periods p set lease_until = ${leaseUntil}, worker_id = ${input.workerId},
      updated_at = ${input.now}
    where p.subscription_oid = ${input.subscriptionOid} and p.period = ${input.period}
      and p.status = 'due' and (p.lease_until is null or p.lease_until < ${input.now})
      and exists (
        select 1 from channel_subscriptions s
        where s.oid = p.subscription_oid and s.state = 'subscribed'
          and s.card_oid is not null and s.period_end = p.period_start)
    returning p.*`.execute(db)
  return result.rows[0] ?? null
}

/**
 * Ends a due period no one is charging, and its subscription with it (cancelled: the month
 * was never paid). Conditional, so a repeat or a race with a charge ends nothing twice.
 */
export async function endPeriod(
  db: BillingDb,
  input: { subscriptionOid: string; period: string; reason: string; now: Date },
): Promise<BillingPeriod | null> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('channel_billing_periods')
      .set({
        status: 'ended',
        lease_until: null,
        last_error: `ended by an admin: ${input.reason}`.slice(0, 200),
        updated_at: input.now,
      })
      .where('subscription_oid', '=', input.subscriptionOid)
      .where('period', '=', input.period)
      .where('status', '=', 'due')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', input.now)]))
      .returningAll()
      .executeTakeFirst()
    if (!ended) return null
    await trx
      .updateTable('channel_subscriptions')
      .set({ state: 'cancelled', cancelled_at: input.now, updated_at: input.now })
      .where('oid', '=', input.subscriptionOid)
      .where('state', '<>', 'cancelled')
      .where('period_end', '=', ended.period_start)
      .execute()
    return ended
  })
}
