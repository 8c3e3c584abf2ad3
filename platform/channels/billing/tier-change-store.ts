/**
 * The tier changes' writes: one row per (subscription, month, tier) in
 * `channel_billing_tier_changes`, the fence an upgrade's charge takes under a lock on its
 * subscription, and the tier applied to the subscription and its month's renewal.
 */
import { billingErrors } from './errors'
import type { BillingDb } from './store'
import type { MonthlyPrice, TierChangeKind } from './tier-plan'

/** A charge this old that never finished (a crash) may be taken over and asked again. */
export const STALE_CHARGE_MS = 60_000
const isStale = (updatedAt: Date, now: Date) =>
  new Date(updatedAt).getTime() < now.getTime() - STALE_CHARGE_MS

/** A change as asked: who, which month, from and to which tier, at what prices. */
export interface ChangeRow {
  subscription_oid: string
  period: string
  tier_hash: string
  kind: TierChangeKind
  from_tier_hash: string
  from_amount: number
  from_coins: number
  to_amount: number
  to_coins: number
  currency: string
  amount: number
  coins: number
}

/** A downgrade or switch recorded done (asked again, the same row is written over). */
export async function recordDone(trx: BillingDb, row: ChangeRow, now: Date) {
  await trx
    .insertInto('channel_billing_tier_changes')
    .values({ ...row, status: 'done', attempt: 1, created_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict
        .columns(['subscription_oid', 'period', 'tier_hash'])
        .doUpdateSet({ ...row, status: 'done', updated_at: now }),
    )
    .execute()
}

/**
 * Takes the upgrade's charge and answers its attempt: the first asker inserts the row, a
 * failed one is tried again as the next attempt, a charge left unfinished by a crash is
 * taken over as the same attempt (its payment is asked again, never made twice). Anyone
 * else is refused while it runs.
 */
export function claimCharge(db: BillingDb, row: ChangeRow, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockForChange(trx, row, now)
    const inserted = await trx
      .insertInto('channel_billing_tier_changes')
      .values({ ...row, status: 'charging', attempt: 1, created_at: now, updated_at: now })
      .onConflict((conflict) => conflict.doNothing())
      .returning('attempt')
      .executeTakeFirst()
    if (inserted) return 1
    const existing = await trx
      .selectFrom('channel_billing_tier_changes')
      .selectAll()
      .where('subscription_oid', '=', row.subscription_oid)
      .where('period', '=', row.period)
      .where('tier_hash', '=', row.tier_hash)
      .executeTakeFirstOrThrow()
    // A failed charge, or a downgrade or switch to this tier earlier in the month, starts a
    // new attempt; an upgrade already booked or still being charged is not asked twice.
    const retry =
      existing.status === 'failed' ||
      existing.status === 'withdrawn' ||
      (existing.status === 'done' && existing.kind !== 'upgrade')
    if (!retry && (existing.status === 'done' || !isStale(existing.updated_at, now))) {
      throw billingErrors.tierChangeBusy()
    }
    const attempt = retry ? existing.attempt + 1 : existing.attempt
    await trx
      .updateTable('channel_billing_tier_changes')
      .set({ ...row, status: 'charging', attempt, updated_at: now })
      .where('subscription_oid', '=', row.subscription_oid)
      .where('period', '=', row.period)
      .where('tier_hash', '=', row.tier_hash)
      .execute()
    return attempt
  })
}

/** A declined charge: the change may be asked again as the next attempt. */
export async function markFailed(
  db: BillingDb,
  row: Pick<ChangeRow, 'subscription_oid' | 'period' | 'tier_hash'>,
  attempt: number,
  now: Date,
) {
  await db
    .updateTable('channel_billing_tier_changes')
    .set({ status: 'failed', updated_at: now })
    .where('subscription_oid', '=', row.subscription_oid)
    .where('period', '=', row.period)
    .where('tier_hash', '=', row.tier_hash)
    .where('status', '=', 'charging')
    .where('attempt', '=', attempt)
    .execute()
}

/**
 * One change of a subscription at a time: its row is locked, and a change priced from a
 * tier the subscription has left since, or asked while another tier's charge is under way,
 * is refused (a second tab's upgrade would otherwise pay the same difference twice).
 */
export async function lockForChange(
  trx: BillingDb,
  row: Pick<ChangeRow, 'subscription_oid' | 'period' | 'tier_hash' | 'from_tier_hash'>,
  now: Date,
) {
  const locked = await trx
    .selectFrom('channel_subscriptions')
    .select('tier_hash')
    .where('oid', '=', row.subscription_oid)
    .forUpdate()
    .executeTakeFirst()
  if (!locked || locked.tier_hash !== row.from_tier_hash) throw billingErrors.tierChangeBusy()
  const charging = await trx
    .selectFrom('channel_billing_tier_changes')
    .select('updated_at')
    .where('subscription_oid', '=', row.subscription_oid)
    .where('period', '=', row.period)
    .where('tier_hash', '<>', row.tier_hash)
    .where('status', '=', 'charging')
    .execute()
  if (charging.some((other) => !isStale(other.updated_at, now))) {
    throw billingErrors.tierChangeBusy()
  }
}

/** A downgrade asked this month is taken back (another change replaces it). */
export async function withdrawPending(
  trx: BillingDb,
  subscriptionOid: string,
  period: string,
  now: Date,
) {
  await trx
    .updateTable('channel_billing_tier_changes')
    .set({ status: 'withdrawn', updated_at: now })
    .where('subscription_oid', '=', subscriptionOid)
    .where('period', '=', period)
    .where('kind', '=', 'downgrade')
    .where('status', '=', 'done')
    .execute()
}

/** What the month's renewal is planned at: a tier (a downgrade) and its price. */
export async function planRenewal(
  trx: BillingDb,
  row: Pick<ChangeRow, 'subscription_oid' | 'period'>,
  renewal: { tierHash: string | null; price: MonthlyPrice },
  now: Date,
) {
  await trx
    .updateTable('channel_billing_periods')
    .set({
      renew_tier_hash: renewal.tierHash,
      renew_amount: renewal.price.amount,
      renew_coins: renewal.price.coins,
      updated_at: now,
    })
    .where('subscription_oid', '=', row.subscription_oid)
    .where('period', '=', row.period)
    .execute()
}

/** The tier applies now; renewals charge its price (a pending downgrade is gone). */
export async function applyTier(
  trx: BillingDb,
  row: Pick<ChangeRow, 'subscription_oid' | 'period' | 'tier_hash'>,
  target: MonthlyPrice,
  now: Date,
) {
  await trx
    .updateTable('channel_subscriptions')
    .set({ tier_hash: row.tier_hash, updated_at: now })
    .where('oid', '=', row.subscription_oid)
    .execute()
  await trx
    .updateTable('channel_billing_periods')
    .set({
      tier_hash: row.tier_hash,
      renew_tier_hash: null,
      renew_amount: target.amount,
      renew_coins: target.coins,
      updated_at: now,
    })
    .where('subscription_oid', '=', row.subscription_oid)
    .where('period', '=', row.period)
    .execute()
}
