/** The calendar port over a table (bundled or an operator's feed file): a pure core. */
import type { CalendarCountry, PayoutCurrency } from '../contract'
import { addDays, firstDay, isDay, lastDay, weekday } from './days'
import type { BusinessCalendar, ExchangeRate, Holiday } from './port'

export const CALENDAR_COUNTRIES: readonly CalendarCountry[] = ['KR', 'JP', 'US']
export const RATE_CURRENCIES: readonly PayoutCurrency[] = ['KRW', 'JPY']

/** The file's shape (bundled/calendar.json is the bundled one; docs/REVENUE.md describes it). */
export interface CalendarTable {
  coverage: { fromYear: number; toYear: number }
  holidays: Record<CalendarCountry, Holiday[]>
  /** Per currency, rates by day (ascending or not). */
  rates: Record<'KRW' | 'JPY', { date: string; perUsd: number }[]>
}

/** Checks a table read from a file; throws with the first problem found. */
export function parseCalendarTable(value: unknown): CalendarTable {
  const table = value as CalendarTable
  const fail = (what: string) => {
    throw new Error(`calendar table: ${what}`)
  }
  if (!table || typeof table !== 'object') fail('not an object')
  const { fromYear, toYear } = table.coverage ?? {}
  if (!Number.isInteger(fromYear) || !Number.isInteger(toYear) || fromYear > toYear) {
    fail('coverage needs integer fromYear <= toYear')
  }
  for (const country of CALENDAR_COUNTRIES) {
    const list = table.holidays?.[country]
    if (!Array.isArray(list)) fail(`holidays.${country} missing`)
    for (const holiday of list) {
      if (!isDay(holiday?.date) || typeof holiday.name !== 'string') {
        fail(`holidays.${country}: bad entry ${JSON.stringify(holiday)}`)
      }
    }
  }
  for (const currency of RATE_CURRENCIES) {
    const list = table.rates?.[currency as 'KRW' | 'JPY']
    if (!Array.isArray(list)) fail(`rates.${currency} missing`)
    for (const rate of list) {
      if (!isDay(rate?.date) || !(typeof rate.perUsd === 'number' && rate.perUsd > 0)) {
        fail(`rates.${currency}: bad entry ${JSON.stringify(rate)}`)
      }
    }
  }
  return table
}

export function tableCalendar(table: CalendarTable, source: 'bundled' | 'feed'): BusinessCalendar {
  const closed = new Map<CalendarCountry, Map<string, string>>(
    CALENDAR_COUNTRIES.map((country) => [
      country,
      new Map(table.holidays[country].map((holiday) => [holiday.date, holiday.name])),
    ]),
  )
  const rates = new Map(
    RATE_CURRENCIES.map((currency) => [
      currency,
      [...table.rates[currency as 'KRW' | 'JPY']].sort((a, b) => (a.date < b.date ? -1 : 1)),
    ]),
  )
  const isBusinessDay = (country: CalendarCountry, day: string) => {
    const week = weekday(day)
    return week !== 0 && week !== 6 && !closed.get(country)?.has(day)
  }
  return {
    source,
    coverage: table.coverage,
    holidays: (country, month) =>
      table.holidays[country]
        .filter((holiday) => holiday.date.startsWith(`${month}-`))
        .sort((a, b) => (a.date < b.date ? -1 : 1)),
    isBusinessDay,
    businessDayOnOrAfter(country, day) {
      let current = day
      while (!isBusinessDay(country, current)) current = addDays(current, 1)
      return current
    },
    lastBusinessDay(country, month) {
      let current = lastDay(month)
      while (!isBusinessDay(country, current) && current > firstDay(month)) {
        current = addDays(current, -1)
      }
      return current
    },
    exchangeRate(currency, day): ExchangeRate | null {
      if (currency === 'USD') return { currency, perUsd: 1, date: day }
      const list = rates.get(currency) ?? []
      let found: { date: string; perUsd: number } | undefined
      for (const rate of list) {
        if (rate.date > day) break
        found = rate
      }
      return found ? { currency, perUsd: found.perUsd, date: found.date } : null
    },
  }
}
