/** Chart data as the chart component takes it: x values and named series, pure and testable. */
export interface ChartSeries {
  /** An i18n-free label (already translated by the page). */
  label: string
  values: number[]
  /** A CSS colour (a design token value). */
  color: string
}

export interface ChartData {
  /** Unix seconds for time axes, or 0..n-1 indexes for category axes. */
  x: number[]
  series: ChartSeries[]
  /** Category names for an index axis (countries, months). */
  categories?: string[]
}

/** `YYYY-MM-DD` (UTC) → Unix seconds at 00:00 UTC. */
export function daySeconds(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000
}

/** The days from start to end inclusive, so a day with no activity draws as 0, not a gap. */
export function fillDays<Row extends { day: string }>(
  rows: readonly Row[],
  startDate: string,
  endDate: string,
  empty: (day: string) => Row,
): Row[] {
  const byDay = new Map(rows.map((row) => [row.day, row]))
  const days: Row[] = []
  for (let time = daySeconds(startDate); time <= daySeconds(endDate); time += 86_400) {
    const day = new Date(time * 1000).toISOString().slice(0, 10)
    days.push(byDay.get(day) ?? empty(day))
  }
  return days
}

/** Users per country summed over the days, most first, at most `limit` countries. */
export function countryTotals(
  rows: readonly { country: string; users: number }[],
  limit = 10,
): { country: string; users: number }[] {
  const totals = new Map<string, number>()
  for (const row of rows) totals.set(row.country, (totals.get(row.country) ?? 0) + row.users)
  return [...totals]
    .map(([country, users]) => ({ country, users }))
    .sort((a, b) => b.users - a.users || a.country.localeCompare(b.country))
    .slice(0, limit)
}
