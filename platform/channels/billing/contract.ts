/**
 * The first-period rule the subscribe dialog shows and checkout charges (pure, shared with
 * the front ends): a subscription started mid-month pays only the days left of the current
 * UTC month, counting today; the 1st renews it at the full monthly price.
 */

const DAY_MS = 86_400_000

export interface FirstPeriodShare {
  /** Days paid for: today through the month's last day. */
  days: number
  /** Days in the month. */
  monthDays: number
  /** When the first full charge is taken (the next 1st, UTC), ISO. */
  nextChargeAt: string
}

/** The share of the month a subscription started at `now` pays for. */
export function firstPeriodShare(now: Date): FirstPeriodShare {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth()
  const today = Date.UTC(year, month, now.getUTCDate())
  const start = Date.UTC(year, month, 1)
  const end = Date.UTC(year, month + 1, 1)
  return {
    days: Math.round((end - today) / DAY_MS),
    monthDays: Math.round((end - start) / DAY_MS),
    nextChargeAt: new Date(end).toISOString(),
  }
}

/**
 * A monthly amount (minor units, or coins) for the share: rounded down, so nobody pays for
 * a part of a day they do not get, and never below one unit of a paid tier.
 */
export function prorate(monthly: number, share: Pick<FirstPeriodShare, 'days' | 'monthDays'>) {
  if (monthly <= 0) return 0
  if (share.days >= share.monthDays) return monthly
  return Math.max(1, Math.floor((monthly * share.days) / share.monthDays))
}

/** A renewal attempt's payment, as the admin's failed-renewal page shows it. */
export interface RenewalAttemptView {
  attempt: number
  paymentOid: string
  status: 'pending' | 'paid' | 'failed' | 'cancelled'
  provider: string
  currency: string
  amount: number
  failureReason: string | null
  createdAt: string
}

/** A period whose renewal failed or is past due (GET /payment/admin/renewals). */
export interface FailedRenewalView {
  subscriptionOid: string
  period: string
  userOid: string
  creatorOid: string
  tierHash: string
  /** `due`: inside the grace, retried on its schedule; `ended`: the grace ran out or an admin ended it; `paid`: paid since. */
  status: 'due' | 'paid' | 'ended' | 'skipped'
  /** The subscription's state now (`subscribed`, `cancel_requested`, `cancelled`). */
  subscriptionState: string
  currency: string
  amount: number
  coins: number
  failedAttempts: number
  nextAttemptAt: string | null
  lastError: string | null
  /** A renewal being charged now (a scheduler's or an admin's lease). */
  charging: boolean
  attempts: RenewalAttemptView[]
}

export interface RenewalRetryResult {
  subscriptionOid: string
  period: string
  /** `paid`: charged and booked; `failed`: the card was refused again (an attempt counted). */
  outcome: 'paid' | 'failed'
  status: FailedRenewalView['status']
  failedAttempts: number
  paymentOid: string | null
  reason: string | null
  /** The same request id asked again: its first answer, nothing charged. */
  replayed: boolean
}

/** The admin's failed-renewal calls (docs/admin/money.md, "Failed renewals"). */
export interface BillingAdminRoutes {
  'GET /payment/admin/renewals': {
    request: { q?: string; before?: string }
    response: { renewals: FailedRenewalView[]; next: string | null }
  }
  'POST /payment/admin/renewals/retry': {
    request: { subscriptionOid: string; period: string; requestId: string }
    response: RenewalRetryResult
  }
  'POST /payment/admin/renewals/end': {
    request: { subscriptionOid: string; period: string; reason: string }
    response: { subscriptionOid: string; period: string; status: 'ended' }
  }
}
