/**
 * The billing calendar (pure). Periods are calendar months in UTC, the same for every
 * subscriber: a subscription paid on the 14th covers the 14th to the 1st of next month,
 * and every renewal is due on the 1st. New subscriptions are refused on the month's last
 * UTC day, so nobody pays a whole month for one day. No proration: the first payment is
 * the tier's full monthly price (docs/SUBSCRIPTIONS.md says why).
 */

/** The first instant of the UTC month that holds `at`. */
export function periodStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1))
}

/** The first instant of the next UTC month: the period's end (exclusive) and next due date. */
export function periodEnd(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
}

/** `2026-11` for any instant of November 2026 (UTC): the period's name in keys. */
export function periodKey(at: Date): string {
  const start = periodStart(at)
  return `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`
}

/** True on the last UTC day of a month, when new subscriptions are blocked. */
export function isLastDayOfMonth(at: Date): boolean {
  const tomorrow = new Date(at.getTime() + 86_400_000)
  return tomorrow.getUTCMonth() !== at.getUTCMonth()
}

export interface SubscribePlan {
  /** The period the first payment covers. */
  periodStart: Date
  periodEnd: Date
  /** The period's key (`YYYY-MM`), part of the payment's idempotency key. */
  period: string
}

/** The first period of a subscription started at `now`, or 'blocked' on a month's last day. */
export function planSubscribe(now: Date): SubscribePlan | 'blocked' {
  if (isLastDayOfMonth(now)) return 'blocked'
  return { periodStart: periodStart(now), periodEnd: periodEnd(now), period: periodKey(now) }
}

/** Grace for a failing card: attempts at the 1st, then after 2 and 7 days (docs/SUBSCRIPTIONS.md). */
export const RETRY_OFFSETS_MS = [0, 2 * 86_400_000, 7 * 86_400_000] as const
export const MAX_ATTEMPTS = RETRY_OFFSETS_MS.length

/** When attempt `attempt` (1-based) of the period starting at `start` is due; null after the last. */
export function attemptDueAt(start: Date, attempt: number): Date | null {
  const offset = RETRY_OFFSETS_MS[attempt - 1]
  return offset === undefined ? null : new Date(start.getTime() + offset)
}

export type SubscriptionState = 'subscribed' | 'cancel_requested' | 'cancelled'

export interface RenewalInput {
  state: SubscriptionState
  kind: 'free' | 'paid'
  /** End of the period already paid (the 1st of a month). */
  periodEnd: Date
  /** A registered card to charge; null when its card was deleted. */
  cardOid: string | null
}

/**
 * What becomes of a subscription once its paid period ends: renew it (charge the next
 * period), or end it (cancellation requested, no card, a free tier handled elsewhere).
 */
export function planRenewal(input: RenewalInput, now: Date): 'not-due' | 'renew' | 'end' {
  if (input.kind !== 'paid' || input.state === 'cancelled') return 'not-due'
  if (now.getTime() < input.periodEnd.getTime()) return 'not-due'
  if (input.state === 'cancel_requested' || input.cardOid === null) return 'end'
  return 'renew'
}

export type AttemptOutcome =
  | { status: 'paid' }
  | { status: 'retry'; nextAttemptAt: Date }
  | { status: 'ended' }

/** After a failed attempt: try again later inside the grace, or end the subscription. */
export function afterFailedAttempt(period: Date, attempt: number): AttemptOutcome {
  const next = attemptDueAt(period, attempt + 1)
  return next ? { status: 'retry', nextAttemptAt: next } : { status: 'ended' }
}
