/** Revenue rules and their chosen values (docs/REVENUE.md says why each). */
export interface RevenueSettings {
  /** Smallest earnings balance a settlement may be requested for: 1,000 coins (100 USD). */
  minimumSettlementCoins: number
  /** VAT/fees shown apart from the gross, in basis points (10%). */
  feeBasisPoints: number
  /** The settlement window opens on this day of the month (UTC) and lasts to month end. */
  windowStartDay: number
  /** Payout on this day of the next month, or the next business day. */
  payoutDay: number
  /** Earnings before this instant are legacy revenue (the spec: cut-off February 2023). */
  legacyCutoff: string
  /** Analytics refused from 22:00 to 02:00 in this UTC offset (hours): Korea time. */
  peakHours: { utcOffsetHours: number; fromHour: number; toHour: number }
  /** An operator's calendar feed (JSON, the bundled table's shape); null = the bundled table. */
  calendarFeedPath: string | null
}

export const DEFAULT_REVENUE_SETTINGS: RevenueSettings = {
  minimumSettlementCoins: 1_000,
  feeBasisPoints: 1_000,
  windowStartDay: 25,
  payoutDay: 10,
  legacyCutoff: '2023-02-01T00:00:00.000Z',
  peakHours: { utcOffsetHours: 9, fromHour: 22, toHour: 2 },
  calendarFeedPath: null,
}
