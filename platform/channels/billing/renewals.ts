/**
 * One renewal run: end what lapsed, plan the due periods, then claim and charge them in
 * batches until none is due. Each period: charge the card with the attempt's key, book
 * the ledger with the period's key, record it paid — every step idempotent, so a run
 * killed anywhere and run again (here or on another instance) charges each period once.
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
  planDue,
  recordFailure,
  recordPaid,
} from './store'

export interface RenewalDeps {
  db: BillingDb
  payments: Pick<BillingPayments, 'chargeRenewal'>
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
  /** Periods charged at once (provider calls overlap; the database sees short statements). */
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
  while ((await planDue(deps.db, now, batchSize)) > 0) {}
  for (;;) {
    const { claimed, skipped } = await claimDue(deps.db, {
      workerId: options.workerId,
      now,
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
      limit: batchSize,
    })
    report.skipped += skipped.length
    if (claimed.length === 0 && skipped.length === 0) break
    await eachLimited(claimed, options.concurrency ?? 16, async (row) => {
      try {
        const outcome = await renewPeriod(deps, row, now)
        if (outcome === 'paid') report.paid += 1
        else if (outcome === 'retry') report.retrying += 1
        else if (outcome === 'ended') report.ended += 1
      } catch (error) {
        // The row stays leased: the next run after the lease takes it again, same keys.
        report.failed += 1
        deps.logger?.error({ err: error, subscription: row.subscription_oid }, 'renewal failed')
      }
    })
  }
  return report
}

/** Charges one claimed period and records what became of it. */
export async function renewPeriod(deps: RenewalDeps, row: BillingPeriod, now: Date) {
  const charge = await deps.payments.chargeRenewal({
    key: attemptPaymentKey(row.subscription_oid, row.period, row.attempts + 1),
    userOid: row.user_oid,
    cardOid: row.card_oid ?? '',
    coins: row.coins,
    currency: row.currency as Currency,
    amount: Number(row.amount),
  })
  if (charge.status === 'paid') {
    await bookPeriod(deps, row, charge.paymentOid, now)
    return 'paid' as const
  }
  const outcome = await recordFailure(deps.db, row, {
    reason: charge.reason,
    now,
    final: charge.reason === 'card deleted',
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
  deps: RenewalDeps,
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

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await work(item)
    }
  })
  await Promise.all(lanes)
}
