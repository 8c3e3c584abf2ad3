/**
 * Failed renewals for the admin: the list with each period's attempts, a retry now through
 * the scheduler's own path (lease, the attempt's payment key, the period's ledger key, the
 * fenced failure record), and ending a period the grace would otherwise keep trying.
 */
import type { Logger } from 'pino'
import type { Clock } from '../../http'
import {
  ADMIN_RENEWALS_PAGE,
  claimForRetry,
  decodeCursor,
  encodeCursor,
  endPeriod,
  type FailedRenewalRow,
  failedRenewalsPage,
  findPeriod,
} from './admin-store'
import type { FailedRenewalView, RenewalAttemptView, RenewalRetryResult } from './contract'
import { billingAdminErrors } from './errors'
import type { BillingEvents, BillingPayments, BillingWallet } from './ports'
import { attemptPaymentKey } from './ports'
import { bookPeriod, recordChargeFailure, renewalCharge } from './renewals'
import type { BillingDb, BillingPeriod } from './store'

export interface AdminRenewalDeps {
  db: BillingDb
  clock: Clock
  logger?: Pick<Logger, 'warn' | 'error'>
  payments: Pick<BillingPayments, 'chargeRenewal' | 'renewalAttempts'>
  wallet: BillingWallet
  events?: BillingEvents
}

/** An admin's retry holds the period as long as a scheduler's claim would. */
const RETRY_LEASE_MS = 10 * 60_000

export const adminWorkerId = (requestId: string) => `admin:${requestId}`

export function createAdminRenewals(deps: AdminRenewalDeps) {
  async function list(input: { who?: string; before?: string }) {
    const before = input.before ? decodeCursor(input.before) : null
    if (input.before && !before) throw billingAdminErrors.badCursor()
    const rows = await failedRenewalsPage(deps.db, {
      now: deps.clock.now(),
      ...(input.who ? { who: input.who } : {}),
      ...(before ? { before } : {}),
      limit: ADMIN_RENEWALS_PAGE + 1,
    })
    const page = rows.slice(0, ADMIN_RENEWALS_PAGE)
    const attempts = await attemptsOf(page)
    const last = page.at(-1)
    return {
      renewals: page.map((row) => renewalView(row, attempts, deps.clock.now())),
      next:
        rows.length > ADMIN_RENEWALS_PAGE && last
          ? encodeCursor({ period: last.period, subscriptionOid: last.subscription_oid })
          : null,
    }
  }

  /** Every attempt's payment of the page's periods, including the one a retry would make. */
  async function attemptsOf(rows: FailedRenewalRow[]) {
    const products = rows.flatMap((row) =>
      Array.from({ length: row.attempts + 1 }, (_, index) =>
        attemptPaymentKey(row.subscription_oid, row.period, index + 1),
      ),
    )
    const payments = await deps.payments.renewalAttempts(products)
    const byPeriod = new Map<string, RenewalAttemptView[]>()
    for (const payment of payments) {
      const attempt = Number(payment.product.split(':').at(-1))
      const key = payment.product.split(':').slice(0, 3).join(':')
      const list = byPeriod.get(key) ?? []
      list.push({ attempt, ...withoutProduct(payment) })
      byPeriod.set(key, list)
    }
    return byPeriod
  }

  return {
    list,
    retry: (input: RetryInput) => retry(deps, input),
    end: (input: EndInput) => end(deps, input),
  }
}

const withoutProduct = <T extends { product: string }>({ product: _product, ...rest }: T) => rest

function renewalView(
  row: FailedRenewalRow,
  attempts: Map<string, RenewalAttemptView[]>,
  now: Date,
): FailedRenewalView {
  return {
    subscriptionOid: row.subscription_oid,
    period: row.period,
    userOid: row.user_oid,
    creatorOid: row.creator_oid,
    tierHash: row.tier_hash,
    status: row.status,
    subscriptionState: row.subscription_state ?? 'cancelled',
    currency: row.currency,
    amount: Number(row.amount),
    coins: row.coins,
    failedAttempts: row.attempts,
    nextAttemptAt: row.status === 'due' ? new Date(row.next_attempt_at).toISOString() : null,
    lastError: row.last_error,
    charging: !!row.lease_until && new Date(row.lease_until) > now,
    attempts: (attempts.get(`subscription:${row.subscription_oid}:${row.period}`) ?? []).sort(
      (left, right) => left.attempt - right.attempt,
    ),
  }
}

export interface RetryInput {
  subscriptionOid: string
  period: string
  requestId: string
}

/**
 * Charges the period now, once: the row is leased to this request (a second click or a
 * scheduler meanwhile finds it held), the card is charged with the next attempt's payment
 * key, and the outcome is booked or recorded as the scheduler does. The same request id
 * asked again answers what its first call did and charges nothing.
 */
async function retry(deps: AdminRenewalDeps, input: RetryInput): Promise<RenewalRetryResult> {
  const workerId = adminWorkerId(input.requestId)
  const now = deps.clock.now()
  const current = await findPeriod(deps.db, input.subscriptionOid, input.period)
  if (!current) throw billingAdminErrors.notFound()
  if (current.worker_id === workerId && !isLeased(current, now)) return replay(current)
  const claimed = await claimForRetry(deps.db, {
    ...input,
    workerId,
    now,
    leaseMs: RETRY_LEASE_MS,
  })
  if (!claimed) {
    // Read again: another claim may have taken the row since it was first read.
    const fresh = await findPeriod(deps.db, input.subscriptionOid, input.period)
    throw refusal(fresh ?? current, now)
  }
  const charge = await deps.payments.chargeRenewal(renewalCharge(claimed))
  if (charge.status === 'paid') {
    await bookPeriod(deps, claimed, charge.paymentOid, now)
    return result(claimed, { outcome: 'paid', status: 'paid', attempts: claimed.attempts }, charge)
  }
  const recorded = await recordChargeFailure(deps, claimed, charge.reason, now)
  const status = recorded === 'ended' ? 'ended' : 'due'
  return result(claimed, { outcome: 'failed', status, attempts: claimed.attempts + 1 }, charge)
}

const isLeased = (row: BillingPeriod, now: Date) =>
  !!row.lease_until && new Date(row.lease_until) > now

function refusal(row: BillingPeriod, now: Date) {
  if (row.status === 'paid') return billingAdminErrors.alreadyPaid()
  if (row.status !== 'due') return billingAdminErrors.notDue()
  if (isLeased(row, now)) return billingAdminErrors.charging()
  return billingAdminErrors.noLongerRenews()
}

function replay(row: BillingPeriod): RenewalRetryResult {
  return {
    subscriptionOid: row.subscription_oid,
    period: row.period,
    outcome: row.status === 'paid' ? 'paid' : 'failed',
    status: row.status,
    failedAttempts: row.attempts,
    paymentOid: row.payment_oid,
    reason: row.status === 'paid' ? null : row.last_error,
    replayed: true,
  }
}

function result(
  row: BillingPeriod,
  state: { outcome: 'paid' | 'failed'; status: RenewalRetryResult['status']; attempts: number },
  charge: { paymentOid: string | null; reason?: string },
): RenewalRetryResult {
  return {
    subscriptionOid: row.subscription_oid,
    period: row.period,
    outcome: state.outcome,
    status: state.status,
    failedAttempts: state.attempts,
    paymentOid: charge.paymentOid,
    reason: charge.reason ?? null,
    replayed: false,
  }
}

export interface EndInput {
  subscriptionOid: string
  period: string
  reason: string
}

/** Ends a due period and its subscription (the month was never paid); nothing is charged. */
async function end(deps: AdminRenewalDeps, input: EndInput) {
  const now = deps.clock.now()
  const ended = await endPeriod(deps.db, { ...input, now })
  if (!ended) {
    const current = await findPeriod(deps.db, input.subscriptionOid, input.period)
    if (!current) throw billingAdminErrors.notFound()
    throw refusal(current, now)
  }
  try {
    await deps.events?.ended({
      subscriptionOid: ended.subscription_oid,
      userOid: ended.user_oid,
      creatorOid: ended.creator_oid,
      tierHash: ended.tier_hash,
      kind: 'paid',
    })
  } catch (error) {
    deps.logger?.error({ err: error }, 'subscription ended listener failed')
  }
  return { before: ended, subscriptionOid: ended.subscription_oid, period: ended.period }
}

export type AdminRenewals = ReturnType<typeof createAdminRenewals>
