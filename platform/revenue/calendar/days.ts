/** UTC calendar arithmetic on `YYYY-MM-DD` and `YYYY-MM` strings (pure). */

export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7)
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000))
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay()
}

export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(year, index - 1 + months, 1))
  return monthOf(date)
}

export function firstDay(month: string): string {
  return `${month}-01`
}

export function lastDay(month: string): string {
  return addDays(firstDay(addMonths(month, 1)), -1)
}

export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayOf(new Date(`${value}T00:00:00Z`)) === value
}

export function isMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value)
}
