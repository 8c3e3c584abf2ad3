/**
 * The creator test allowance's pure rules (docs/STORY-CHAT.md, "Test turns"): a story's
 * owner (or an admin) testing it plays free on the offline model and draws one test turn
 * from a monthly allowance on a real model; past the allowance a test turn is paid as any.
 */
import type { TestAllowanceView } from './contract'

/** How one test turn is paid, before the allowance is counted. */
export type TestTurnPlan = 'offline' | 'allowance' | 'charged'

/** The calendar month a test turn counts in, `YYYY-MM` in UTC (the server's days are UTC days). */
export function allowanceMonth(now: Date): string {
  return now.toISOString().slice(0, 7)
}

/** When the month's allowance starts again: the first instant of the next UTC month. */
export function allowanceResetsAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
}

/**
 * What pays for a test turn: nothing on the offline model (it costs nobody anything, so it
 * draws nothing, whatever the limit), else the allowance, when there is one. Whether the
 * month has a turn left is decided when the turn is counted, atomically (spending.ts); an
 * allowance used up, or none (a limit of 0), leaves the turn to be charged as a player's.
 */
export function planTestTurn(input: { offline: boolean; limit: number }): TestTurnPlan {
  if (input.offline) return 'offline'
  return input.limit > 0 ? 'allowance' : 'charged'
}

/** The dock's view of a tester's month; `used` is clamped, so a lowered limit never shows more used than allowed. */
export function allowanceView(input: {
  model: string
  offline: boolean
  limit: number
  used: number
  now: Date
}): TestAllowanceView {
  const limit = Math.max(0, input.limit)
  const used = Math.min(Math.max(0, input.used), limit)
  return {
    model: input.model,
    offline: input.offline,
    limit,
    used,
    left: limit - used,
    month: allowanceMonth(input.now),
    resetsAt: allowanceResetsAt(input.now).toISOString(),
  }
}
