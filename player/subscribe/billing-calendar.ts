/**
 * The spec's billing calendar (document 3 §4): new subscriptions are blocked on the last
 * day of the month in UTC; payment is on the 1st. The server refuses too; the dialog says
 * so before the viewer tries.
 */
export function isLastDayOfMonthUtc(now: Date): boolean {
  const tomorrow = new Date(now.getTime())
  tomorrow.setUTCDate(now.getUTCDate() + 1)
  return tomorrow.getUTCMonth() !== now.getUTCMonth()
}

/** The next 1st of the month (UTC), when a blocked viewer may subscribe again. */
export function nextMonthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
}
