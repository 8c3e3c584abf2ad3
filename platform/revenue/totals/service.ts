/** The platform's revenue totals for the admin, from the wallet's rows per day and type. */
import { badRequest } from '../../http'
import type { AdminRevenueTotals, RevenuePeriod } from '../contract'
import type { RevenueWallet } from '../ports'
import { foldRevenue } from './buckets'

const DAY_MS = 86_400_000
/** The longest window: a year and a little, by day at most 400 bars. */
export const REVENUE_WINDOW_MAX_DAYS = 400

export function createRevenueTotals(wallet: Pick<RevenueWallet, 'revenueByDay'>) {
  return {
    /** Whole UTC days from `startDate` to `endDate`, both included. */
    async totals(input: {
      startDate: string
      endDate: string
      period: RevenuePeriod
    }): Promise<AdminRevenueTotals> {
      const start = Date.parse(`${input.startDate}T00:00:00Z`)
      const end = Date.parse(`${input.endDate}T00:00:00Z`) + DAY_MS
      if (start >= end)
        throw badRequest('INVALID_PARAMETERS', 'startDate must not be after endDate.')
      if (end - start > REVENUE_WINDOW_MAX_DAYS * DAY_MS)
        throw badRequest(
          'INVALID_PARAMETERS',
          `A window spans at most ${REVENUE_WINDOW_MAX_DAYS} days.`,
        )
      const rows = await wallet.revenueByDay({ start: new Date(start), end: new Date(end) })
      return foldRevenue(rows, {
        fromDay: input.startDate,
        toDay: input.endDate,
        period: input.period,
      })
    },
  }
}

export type RevenueTotals = ReturnType<typeof createRevenueTotals>
