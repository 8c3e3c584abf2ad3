/**
 * One renewal run: end what lapsed, plan the due periods, then claim and charge them in
 * batches until none is due. Each period: charge the card with the attempt's key, book
 * the ledger with the period's key, record it paid — every step idempotent, so a run
 * killed anywhere and run again (here or on another instance) charges each period once.
 * A batch costs a few statements whatever its size: one claim, one payments call, one
 * ledger transaction for its paid periods (per-period statements were most of a run).
 */
import type { Logger } from 'pino'
import type { Currency } from '../../payments'
import {
  attemptPaymentKey,
  type BillingEvents,
  type BillingPayments,
  type BillingWallet,
  periodLedgerKey,
} from './ports'
import {
  type BillingDb,
  type BillingPeriod,
  claimDue,
  endLapsed,
  type PaidPeriod,
  planDue,
  recordFailure,
  recordPaid,
  recordPaidBatch,
} from './store'

export interface RenewalDeps {
  db: BillingDb
  payments: Pick<BillingPayments, 'chargeRenewal' | 'chargeRenewals'>
  wallet: BillingWallet
  events?: BillingEvents
  logger?: Pick<Logger, 'warn' | 'error'>
}

export interface RenewalOptions {
  workerId: string
  now: Date
  /** How long a claimed row stays this run's; a killed run's rows are free after it. */
  leaseMs?: number
  batchSize?: number
  /** Provider calls at once within a batch (the database sees a few statements per batch). */
  concurrency?: number
}

export interface RenewalReport {
  paid: number
  retrying: number
  ended: number
  skipped: number
  /** Periods whose renewal threw (left leased, taken again after the lease). */
  failed: number
}

const DEFAULT_LEASE_MS = 10 * 60_000
const UNANSWERED = 'no answer'
const PLAN_LIMIT = 5000

export async function runRenewals(
  deps: RenewalDeps,
  options: RenewalOptions,
): Promise<RenewalReport> {
  const report: RenewalReport = { paid: 0, retrying: 0, ended: 0, skipped: 0, failed: 0 }
  const { now } = options
  const lapsed = await endLapsed(deps.db, now)
  report.ended += lapsed.length
  for (const row of lapsed)
    await emitEnded(deps, row.oid, row.user_oid, row.creator_oid, row.tier_hash)
  const batchSize = options.batchSize ?? 500
  // Planning reads every due subscription whatever the limit: few large statements.
  const planLimit = Math.max(batchSize, PLAN_LIMIT)
  while ((await planDue(deps.db, now, planLimit)) > 0) {}
  for (;;) {
    const { claimed, skipped } = await claimDue(deps.db, {
      workerId: options.workerId,
      now,
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
      limit: batchSize,
    })
    report.skipped += skipped.length
    if (claimed.length === 0 && skipped.length === 0) break
    await renewBatch(deps, claimed, now, options.concurrency ?? 16, report)
  }
  return report
}

/**
 * A claimed batch: its cards charged (one payments call for the batch), its paid periods
 * booked in one ledger transaction with their periods recorded paid and subscriptions
 * moved on, its failed ones recorded one by one. A throw anywhere leaves the rows leased
 * and their work keyed, so the run after the lease finishes them, charging nothing twice.
 */
async function renewBatch(
  deps: RenewalDeps,
  rows: BillingPeriod[],
  now: Date,
  concurrency: number,
  report: RenewalReport,
) {
  if (rows.length === 0) return
  let charges: Awaited<ReturnType<RenewalDeps['payments']['chargeRenewals']>>
  try {
    charges = await deps.payments.chargeRenewals(rows.map(renewalCharge), { concurrency })
  } catch (error) {
    report.failed += rows.length
    deps.logger?.error({ err: error, periods: rows.length }, 'renewal charges failed')
    return
  }
  const paid: { row: BillingPeriod; paymentOid: string }[] = []
  const failed: { row: BillingPeriod; reason: string }[] = []
  rows.forEach((row, index) => {
    const charge = charges[index]
    if (charge?.status === 'paid') paid.push({ row, paymentOid: charge.paymentOid })
    else failed.push({ row, reason: charge ? charge.reason : UNANSWERED })
  })
  await bookBatch(deps, paid, now, report)
  for (const { row, reason } of failed) {
    try {
      const outcome = await recordChargeFailure(deps, row, reason, now)
      if (outcome === 'retry') report.retrying += 1
      else if (outcome === 'ended') report.ended += 1
    } catch (error) {
      report.failed += 1
      deps.logger?.error({ err: error, subscription: row.subscription_oid }, 'renewal failed')
    }
  }
}

/** The paid periods of a batch in one ledger transaction; one by one if that fails. */
async function bookBatch(
  deps: RenewalDeps,
  paid: { row: BillingPeriod; paymentOid: string }[],
  now: Date,
  report: RenewalReport,
) {
  if (paid.length === 0) return
  try {
    const booked = await deps.wallet.subscriptionRevenues(
      paid.map(({ row, paymentOid }) => revenueInput(row, paymentOid)),
      async (trx, booked) => {
        const periods: PaidPeriod[] = []
        booked.forEach((entry, index) => {
          const item = paid[index]
          if (item && 'transactionId' in entry)
            periods.push({
              ...item.row,
              paymentOid: item.paymentOid,
              transactionId: entry.transactionId,
            })
        })
        await recordPaidBatch(trx as unknown as BillingDb, periods, now)
      },
    )
    booked.forEach((entry, index) => {
      if ('transactionId' in entry) report.paid += 1
      else {
        report.failed += 1
        deps.logger?.error(
          { err: entry.error, subscription: paid[index]?.row.subscription_oid },
          'renewal failed',
        )
      }
    })
  } catch (error) {
    // The batch rolled back whole; one by one, a period that cannot be booked fails alone.
    deps.logger?.warn({ err: error, periods: paid.length }, 'renewal batch booking failed')
    for (const { row, paymentOid } of paid) {
      try {
        await bookPeriod(deps, row, paymentOid, now)
        report.paid += 1
      } catch (error) {
        // The row stays leased: the next run after the lease takes it again, same keys.
        report.failed += 1
        deps.logger?.error({ err: error, subscription: row.subscription_oid }, 'renewal failed')
      }
    }
  }
}

export const renewalCharge = (row: BillingPeriod) => ({
  key: attemptPaymentKey(row.subscription_oid, row.period, row.attempts + 1),
  userOid: row.user_oid,
  cardOid: row.card_oid ?? '',
  coins: row.coins,
  currency: row.currency as Currency,
  amount: Number(row.amount),
})

/** The ledger transaction of a period: the same key and body on every booking path. */
const revenueInput = (
  row: Pick<
    BillingPeriod,
    'subscription_oid' | 'period' | 'user_oid' | 'creator_oid' | 'tier_hash' | 'coins'
  >,
  paymentOid: string,
) => ({
  key: periodLedgerKey(row.subscription_oid, row.period),
  subscriberOid: row.user_oid,
  creatorOid: row.creator_oid,
  coins: row.coins,
  metadata: {
    subscriptionOid: row.subscription_oid,
    period: row.period,
    tierHash: row.tier_hash,
    paymentOid,
  },
})

/** A failed charge: due again inside the grace, or the subscription ended. */
export async function recordChargeFailure(
  deps: Pick<RenewalDeps, 'db' | 'events' | 'logger'>,
  row: BillingPeriod,
  reason: string,
  now: Date,
) {
  const outcome = await recordFailure(deps.db, row, {
    reason,
    now,
    final: reason === 'card deleted',
  })
  if (outcome === 'ended') {
    await emitEnded(deps, row.subscription_oid, row.user_oid, row.creator_oid, row.tier_hash)
  }
  return outcome
}

/** The ledger transaction of a paid period, then the period recorded; both keyed. */
export async function bookPeriod(
  deps: Pick<RenewalDeps, 'db' | 'wallet'>,
  row: Pick<
    BillingPeriod,
    | 'subscription_oid'
    | 'period'
    | 'period_start'
    | 'period_end'
    | 'user_oid'
    | 'creator_oid'
    | 'tier_hash'
    | 'coins'
  >,
  paymentOid: string,
  now: Date,
) {
  let recorded = false
  const transaction = await deps.wallet.subscriptionRevenue({
    ...revenueInput(row, paymentOid),
    // The period is recorded paid in the ledger's own transaction: one commit, not two.
    alongside: async (trx, transactionId) => {
      await recordPaid(
        deps.db,
        row,
        { paymentOid, transactionId, now },
        trx as unknown as BillingDb,
      )
      recorded = true
    },
  })
  // A replay (the ledger booked earlier, this row not yet paid) records it now.
  if (!recorded) await recordPaid(deps.db, row, { paymentOid, transactionId: transaction.id, now })
  return transaction
}

async function emitEnded(
  deps: Pick<RenewalDeps, 'events' | 'logger'>,
  subscriptionOid: string,
  userOid: string,
  creatorOid: string,
  tierHash: string,
) {
  try {
    await deps.events?.ended({ subscriptionOid, userOid, creatorOid, tierHash, kind: 'paid' })
  } catch (error) {
    deps.logger?.error({ err: error, subscriptionOid }, 'subscription ended listener failed')
  }
}
