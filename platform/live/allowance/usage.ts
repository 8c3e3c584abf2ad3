/**
 * Stream time arithmetic: a stream counts from its start to its end (or now, while on air),
 * cut at calendar-month and day boundaries (UTC), so a stream across midnight of the 1st
 * counts in both months.
 */

export interface StreamSpan {
  startedAt: Date
  endedAt: Date | null
}

/** The monthly broadcast allowance (spec §9 names the rule, not the number: docs/live/README.md). */
export const MONTHLY_ALLOWANCE_SECONDS = 100 * 3600

export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1))
}

export function nextMonthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
}

/** Whole seconds of the span inside [from, to); a stream on air runs until `now`. */
export function secondsWithin(span: StreamSpan, from: Date, to: Date, now: Date): number {
  const end = span.endedAt ?? now
  const start = Math.max(span.startedAt.getTime(), from.getTime())
  const stop = Math.min(end.getTime(), to.getTime())
  return stop > start ? Math.floor((stop - start) / 1000) : 0
}

/** Seconds streamed per UTC day (`YYYY-MM-DD`) for the days in [fromDay, toDay). */
export function secondsByDay(
  spans: readonly StreamSpan[],
  fromDay: string,
  toDay: string,
  now: Date,
): Map<string, number> {
  const days = new Map<string, number>()
  const last = Date.parse(`${toDay}T00:00:00Z`)
  for (let at = Date.parse(`${fromDay}T00:00:00Z`); at < last; at += 86_400_000) {
    const from = new Date(at)
    const to = new Date(at + 86_400_000)
    let total = 0
    for (const span of spans) total += secondsWithin(span, from, to, now)
    days.set(from.toISOString().slice(0, 10), total)
  }
  return days
}
