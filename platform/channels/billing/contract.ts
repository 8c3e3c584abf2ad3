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
