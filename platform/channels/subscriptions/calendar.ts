/**
 * The billing calendar (UTC), the spec's and not each subscriber's: periods are calendar
 * months, payment on the 1st, no new subscription on the last day of a month.
 */

export const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1))

export const nextMonthStart = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))

/** The last day of the month, UTC: subscriptions are refused all that day. */
export function isLastDayOfMonth(at: Date): boolean {
  const tomorrow = new Date(at.getTime() + 24 * 60 * 60 * 1000)
  return tomorrow.getUTCMonth() !== at.getUTCMonth()
}

/** The period that contains `at`: [1st of its month, 1st of the next). */
export const periodOf = (at: Date) => ({ start: monthStart(at), end: nextMonthStart(at) })
