/**
 * The admin's revenue totals (pure): the wallet's rows per UTC day and type folded into
 * periods (day, ISO week from Monday, month) and revenue categories (categories.ts).
 */

import { categoryOf, NOT_REVENUE_TYPES, REVENUE_CATEGORIES } from '../categories'
import type {
  AdminRevenueCell,
  AdminRevenueTotals,
  RevenueCategory,
  RevenuePeriod,
} from '../contract'

const DAY_MS = 86_400_000

export interface RevenueDay {
  day: string
  type: string
  creatorCoins: number
  platformCoins: number
  credits: number
  count: number
}

/** The first day of the period holding `day` (YYYY-MM-DD, UTC). */
export function periodStart(day: string, period: RevenuePeriod): string {
  if (period === 'day') return day
  if (period === 'month') return `${day.slice(0, 7)}-01`
  const date = new Date(`${day}T00:00:00Z`)
  const sinceMonday = (date.getUTCDay() + 6) % 7
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10)
}

/** Every period start from `fromDay` to `toDay` (both included), so empty periods show as 0. */
export function periodStarts(fromDay: string, toDay: string, period: RevenuePeriod): string[] {
  const starts: string[] = []
  for (let time = Date.parse(`${fromDay}T00:00:00Z`); time <= Date.parse(`${toDay}T00:00:00Z`); ) {
    const start = periodStart(new Date(time).toISOString().slice(0, 10), period)
    if (starts.at(-1) !== start) starts.push(start)
    time += DAY_MS
  }
  return starts
}

const emptyCell = (): AdminRevenueCell => ({
  creatorCoins: 0,
  platformCoins: 0,
  credits: 0,
  count: 0,
})

const emptyCategories = () =>
  Object.fromEntries(REVENUE_CATEGORIES.map((category) => [category, emptyCell()])) as Record<
    RevenueCategory,
    AdminRevenueCell
  >

function add(cell: AdminRevenueCell, row: RevenueDay) {
  cell.creatorCoins += row.creatorCoins
  cell.platformCoins += row.platformCoins
  cell.credits += row.credits
  cell.count += row.count
}

export function foldRevenue(
  rows: readonly RevenueDay[],
  window: { fromDay: string; toDay: string; period: RevenuePeriod },
): AdminRevenueTotals {
  const totals = emptyCategories()
  const buckets = periodStarts(window.fromDay, window.toDay, window.period).map((start) => ({
    start,
    categories: emptyCategories(),
  }))
  const byStart = new Map(buckets.map((bucket) => [bucket.start, bucket]))
  for (const row of rows) {
    if (NOT_REVENUE_TYPES.has(row.type)) continue
    const category = categoryOf(row.type)
    add(totals[category], row)
    const bucket = byStart.get(periodStart(row.day, window.period))
    if (bucket) add(bucket.categories[category], row)
  }
  return {
    startDate: window.fromDay,
    endDate: window.toDay,
    period: window.period,
    categories: [...REVENUE_CATEGORIES],
    totals,
    buckets,
  }
}
