/**
 * The one port for business days, holidays and exchange rates (KR, JP, US). Settlement
 * asks it for the payout date and the month's exchange rate; nothing is fetched from the
 * internet: the answers come from a bundled table or an operator's feed file (same shape).
 */
import type { CalendarCountry, PayoutCurrency } from '../contract'

export interface Holiday {
  date: string
  name: string
}

export interface ExchangeRate {
  currency: PayoutCurrency
  /** Units of the currency per US dollar. */
  perUsd: number
  /** The day the rate is of (`YYYY-MM-DD`): the asked day or the latest earlier one in the table. */
  date: string
}

export interface BusinessCalendar {
  source: 'bundled' | 'feed'
  /** First and last year the holiday table covers; outside them only weekends are closed. */
  coverage: { fromYear: number; toYear: number }
  holidays(country: CalendarCountry, month: string): Holiday[]
  isBusinessDay(country: CalendarCountry, day: string): boolean
  /** The day itself when it is a business day, else the next one. */
  businessDayOnOrAfter(country: CalendarCountry, day: string): string
  /** The last business day of a month (`YYYY-MM`). */
  lastBusinessDay(country: CalendarCountry, month: string): string
  /** The rate of that day, or of the latest earlier day the table has; null when none. USD is always 1. */
  exchangeRate(currency: PayoutCurrency, day: string): ExchangeRate | null
}
