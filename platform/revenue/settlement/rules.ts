/** When a settlement may be requested, its payout date and its exchange rate (pure). */
import type { BusinessCalendar } from '../calendar'
import { addMonths, firstDay, monthOf } from '../calendar'
import type { CalendarCountry, PayoutCurrency, SettlementEligibility } from '../contract'
import { CURRENCY_COUNTRY } from '../money'

export interface Window {
  month: string
  start: Date
  end: Date
  open: boolean
}

/** The current month's window: the `startDay` 00:00 UTC to the 1st of next month 00:00 UTC. */
export function settlementWindow(now: Date, startDay: number): Window {
  const month = monthOf(now)
  const start = new Date(`${month}-${String(startDay).padStart(2, '0')}T00:00:00Z`)
  const end = new Date(`${firstDay(addMonths(month, 1))}T00:00:00Z`)
  return { month, start, end, open: now >= start && now < end }
}

export function eligibility(input: {
  now: Date
  startDay: number
  minimumCoins: number
  availableCoins: number
  requestedThisMonth: boolean
  hasPayoutAccount: boolean
}): SettlementEligibility {
  const window = settlementWindow(input.now, input.startDay)
  const reason: SettlementEligibility['reason'] = !window.open
    ? 'outside-window'
    : input.requestedThisMonth
      ? 'already-requested'
      : input.availableCoins < input.minimumCoins || input.availableCoins <= 0
        ? 'below-minimum'
        : !input.hasPayoutAccount
          ? 'no-payout-account'
          : null
  return {
    allowed: reason === null,
    reason,
    windowStart: window.start.toISOString(),
    windowEnd: window.end.toISOString(),
    minimumCoins: input.minimumCoins,
  }
}

/** The `payoutDay` of the month after `month`, or the next business day of `country`. */
export function payoutDate(
  calendar: BusinessCalendar,
  country: CalendarCountry,
  month: string,
  payoutDay: number,
): string {
  const nominal = `${addMonths(month, 1)}-${String(payoutDay).padStart(2, '0')}`
  return calendar.businessDayOnOrAfter(country, nominal)
}

/** The exchange rate of the last business day of `month` in the currency's country. */
export function monthRate(calendar: BusinessCalendar, currency: PayoutCurrency, month: string) {
  const day = calendar.lastBusinessDay(CURRENCY_COUNTRY[currency], month)
  return calendar.exchangeRate(currency, day) ?? { currency, perUsd: NaN, date: day }
}
