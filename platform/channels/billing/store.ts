/**
 * The renewal store: due periods are rows of `channel_billing_periods`, planned from the
 * subscriptions whose paid period ended, claimed with `for update skip locked` and leased
 * to one scheduler. A killed scheduler's rows are taken again when its lease passes; the
 * charge and the ledger are keyed, so taking a row twice never charges twice.
 */
import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB } from '../../db'
import type { ChannelsTables } from '../tables'
import { afterFailedAttempt } from './calendar'
import type { ChannelBillingPeriodsTable, ChannelsBillingTables } from './tables'

export type BillingDb = Kysely<DB & ChannelsTables & ChannelsBillingTables>
export type BillingPeriod = Selectable<ChannelBillingPeriodsTable>

export function billingDb(db: Kysely<DB>): BillingDb {
  return db.withTables<ChannelsBillingTables>() as unknown as BillingDb
}

export interface EndedSubscription {
  oid: string
  user_oid: string
  creator_oid: string
  tier_hash: string
}

/**
 * Paid subscriptions whose period ended with nothing to renew them (cancellation requested,
 * card deleted) become cancelled. Conditional, so a repeat or a race ends each once.
 */
export async function endLapsed(db: BillingDb, now: Date): Promise<EndedSubscription[]> {
  return db
    .updateTable('channel_subscriptions')
    .set({ state: 'cancelled', cancelled_at: now, updated_at: now })
    .where('kind', '=', 'paid')
    .where('state', '<>', 'cancelled')
    .where('period_end', '<=', now)
    .where((eb) => eb.or([eb('state', '=', 'cancel_requested'), eb('card_oid', 'is', null)]))
    .returning(['oid', 'user_oid', 'creator_oid', 'tier_hash'])
    .execute()
}

/**
 * Inserts the next period's row of every paid subscription whose period ended, at the
 * price of its last period (a creator's new price applies to new subscribers only), and at
 * the tier a downgrade asked for during it.
 * Returns how many were planned; the primary key makes a repeat plan nothing.
 */
export async function planDue(db: BillingDb, now: Date, limit: number): Promise<number> {
  const result = await sql`
    insert into channel_billing_periods (
      subscription_oid, period, user_oid, creator_oid, tier_hash, card_oid, currency, amount,
      coins, period_start, period_end, status, attempts, next_attempt_at, created_at, updated_at)
    select s.oid, to_char(s.period_end at time zone 'UTC', 'YYYY-MM'), s.user_oid,
      s.creator_oid, coalesce(last.renew_tier_hash, s.tier_hash), s.card_oid, last.currency,
      coalesce(last.renew_amount, last.amount), coalesce(last.renew_coins, last.coins),
      s.period_end, ((s.period_end at time zone 'UTC') + interval '1 month') at time zone 'UTC',
      'due', 0, s.period_end, ${now}, ${now}
    from channel_subscriptions s
    join lateral (
      select p.currency, p.amount, p.coins, p.renew_amount, p.renew_coins, p.renew_tier_hash
      from channel_billing_periods p
      where p.subscription_oid = s.oid order by p.period desc limit 1) last on true
    where s.kind = 'paid' and s.state = 'subscribed' and s.card_oid is not null
      and s.period_end <= ${now}
      and not exists (
        select 1 from channel_billing_periods p
        where p.subscription_oid = s.oid and p.period_start = s.period_end)
    order by s.period_end, s.oid
    limit ${limit}
    on conflict do nothing`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}

/**
 * Takes up to `limit` due rows no other scheduler holds, in one statement. Each one's
 * subscription is locked and checked with it: a subscription cancelled, cancelling or
 * without a card since the row was planned is not charged (the row is skipped), so an
 * unsubscribe committed before the claim always wins over the renewal.
 */
export async function claimDue(
  db: BillingDb,
  input: { workerId: string; now: Date; leaseMs: number; limit: number },
): Promise<{ claimed: BillingPeriod[]; skipped: BillingPeriod[] }> {
  const leaseUntil = new Date(input.now.getTime() + input.leaseMs)
  // Subscriptions are locked in oid order, as the batch booking locks them (no cycle).
  const result = await sql<BillingPeriod>`
    with picked as materialized (
      select subscription_oid, period, period_start from channel_billing_periods
      where status = 'due' and next_attempt_at <= ${input.now}
        and (lease_until is null or lease_until < ${input.now})
      order by next_attempt_at, subscription_oid
      limit ${input.limit}
      for update skip locked),
    -- The live subscriptions, locked: read after the lock (an unsubscribe in flight
    -- commits first and is seen), so the check and the charge agree.
    live as materialized (
      select picked.subscription_oid from picked
      join channel_subscriptions s on s.oid = picked.subscription_oid
      where s.state = 'subscribed' and s.card_oid is not null
        and s.period_end = picked.period_start
      order by s.oid
      for update of s),
    decided as (
      select subscription_oid, period,
        subscription_oid in (select subscription_oid from live) as charge
      from picked)
    update channel_billing_periods p set
      status = case when decided.charge then p.status else 'skipped' end,
      lease_until = case when decided.charge then ${leaseUntil}::timestamptz end,
      worker_id = case when decided.charge then ${input.workerId} else p.worker_id end,
      updated_at = ${input.now}
    from decided
    where p.subscription_oid = decided.subscription_oid and p.period = decided.period
    returning p.*`.execute(db)
  const rows = result.rows.sort(
    (left, right) =>
      new Date(left.next_attempt_at).getTime() - new Date(right.next_attempt_at).getTime() ||
      (left.subscription_oid < right.subscription_oid ? -1 : 1),
  )
  return {
    claimed: rows.filter((row) => row.status === 'due'),
    skipped: rows.filter((row) => row.status === 'skipped'),
  }
}

/** A period charged and booked: its payment and ledger transaction. */
export interface PaidPeriod
  extends Pick<
    BillingPeriod,
    'subscription_oid' | 'period' | 'period_start' | 'period_end' | 'tier_hash'
  > {
  paymentOid: string
  transactionId: string
}

/**
 * `recordPaid` for a batch, in the ledger's transaction: three statements whatever its size.
 * The periods first, then the subscriptions locked in oid order, the order a claim takes
 * (an update's own row order is the plan's). The `= any(array)` terms give the planner an
 * index scan whatever its row estimate of `jsonb_to_recordset` (PGlite is never analyzed).
 */
export async function recordPaidBatch(trx: BillingDb, rows: PaidPeriod[], now: Date) {
  if (rows.length === 0) return
  const periods = JSON.stringify(
    rows.map((row) => ({
      subscription_oid: row.subscription_oid,
      period: row.period,
      payment_oid: row.paymentOid,
      transaction_id: row.transactionId,
    })),
  )
  await sql`
    update channel_billing_periods p set status = 'paid', payment_oid = x.payment_oid,
      transaction_id = x.transaction_id, lease_until = null, last_error = null,
      updated_at = ${now}
    from jsonb_to_recordset(${periods}::jsonb)
      as x(subscription_oid text, period text, payment_oid text, transaction_id text)
    where p.subscription_oid = any(${sql.val(rows.map((row) => row.subscription_oid))}::text[])
      and p.subscription_oid = x.subscription_oid and p.period = x.period
      and p.status <> 'paid'`.execute(trx)
  const advances = JSON.stringify(
    rows.map((row) => ({
      oid: row.subscription_oid,
      period_start: new Date(row.period_start).toISOString(),
      period_end: new Date(row.period_end).toISOString(),
      tier_hash: row.tier_hash,
    })),
  )
  const oids = sql.val(rows.map((row) => row.subscription_oid))
  await sql`
    select oid from channel_subscriptions where oid = any(${oids}::text[])
    order by oid for update`.execute(trx)
  // The period's tier: a downgrade asked last period takes effect with this renewal.
  await sql`
    update channel_subscriptions s set period_start = x.period_start,
      period_end = x.period_end, tier_hash = x.tier_hash, updated_at = ${now}
    from jsonb_to_recordset(${advances}::jsonb)
      as x(oid text, period_start timestamptz, period_end timestamptz, tier_hash text)
    where s.oid = any(${oids}::text[]) and s.oid = x.oid
      and s.period_end = x.period_start`.execute(trx)
}

/**
 * The period is paid: the row records the payment and the ledger transaction, and the
 * subscription's period moves on. Both conditional, so whoever comes second (a scheduler
 * whose lease passed, a payment read) changes nothing.
 */
export async function recordPaid(
  db: BillingDb,
  row: Pick<
    BillingPeriod,
    'subscription_oid' | 'period' | 'period_start' | 'period_end' | 'tier_hash'
  >,
  paid: { paymentOid: string; transactionId: string; now: Date },
  /** Inside a transaction already (the ledger's): its statements run there. */
  within?: BillingDb,
): Promise<boolean> {
  if (within) return writePaid(within, row, paid)
  return db.transaction().execute((trx) => writePaid(trx, row, paid))
}

async function writePaid(
  trx: BillingDb,
  row: Pick<
    BillingPeriod,
    'subscription_oid' | 'period' | 'period_start' | 'period_end' | 'tier_hash'
  >,
  paid: { paymentOid: string; transactionId: string; now: Date },
): Promise<boolean> {
  {
    const updated = await trx
      .updateTable('channel_billing_periods')
      .set({
        status: 'paid',
        payment_oid: paid.paymentOid,
        transaction_id: paid.transactionId,
        lease_until: null,
        last_error: null,
        updated_at: paid.now,
      })
      .where('subscription_oid', '=', row.subscription_oid)
      .where('period', '=', row.period)
      .where('status', '<>', 'paid')
      .returning('period')
      .executeTakeFirst()
    await trx
      .updateTable('channel_subscriptions')
      // The period's tier: a downgrade asked last period takes effect with this renewal.
      .set({
        period_start: row.period_start,
        period_end: row.period_end,
        tier_hash: row.tier_hash,
        updated_at: paid.now,
      })
      .where('oid', '=', row.subscription_oid)
      .where('period_end', '=', row.period_start)
      .execute()
    return !!updated
  }
}

/**
 * A failed attempt: due again later inside the grace, or ended with its subscription.
 * `final` ends at once (the card was deleted). Only this scheduler's lease may record it.
 */
export async function recordFailure(
  db: BillingDb,
  row: BillingPeriod,
  failure: { reason: string; now: Date; final?: boolean },
): Promise<'retry' | 'ended' | 'lost'> {
  const attempts = row.attempts + 1
  const next = failure.final
    ? ({ status: 'ended' } as const)
    : afterFailedAttempt(new Date(row.period_start), attempts)
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('channel_billing_periods')
      .set({
        attempts,
        status: next.status === 'retry' ? 'due' : 'ended',
        ...(next.status === 'retry' ? { next_attempt_at: next.nextAttemptAt } : {}),
        lease_until: null,
        last_error: failure.reason.slice(0, 200),
        updated_at: failure.now,
      })
      .where('subscription_oid', '=', row.subscription_oid)
      .where('period', '=', row.period)
      .where('status', '=', 'due')
      .where('worker_id', '=', row.worker_id)
      .where('attempts', '=', row.attempts)
      .returning('period')
      .executeTakeFirst()
    if (!updated) return 'lost'
    if (next.status === 'retry') return 'retry'
    await trx
      .updateTable('channel_subscriptions')
      .set({ state: 'cancelled', cancelled_at: failure.now, updated_at: failure.now })
      .where('oid', '=', row.subscription_oid)
      .where('state', '<>', 'cancelled')
      .where('period_end', '=', row.period_start)
      .execute()
    return 'ended'
  })
}
