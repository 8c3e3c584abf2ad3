import type { Language } from '../../engine/i18n'
import type { Currency } from '../../web/api/payments'

/** Minor-unit digits of each currency (won and yen have none). */
const DIGITS: Record<Currency, number> = { KRW: 0, JPY: 0, USD: 2 }

/** The locale for number and date formatting: `jp` is the app's code for Japanese. */
export function localeOf(language: Language): string {
  return language === 'jp'
    ? 'ja-JP'
    : language === 'ko'
      ? 'ko-KR'
      : language === 'es'
        ? 'es-ES'
        : 'en-US'
}

/** Minor units as a localized currency amount: 1099 USD → "$10.99", 11000 KRW → "₩11,000". */
export function formatMoney(amount: number, currency: Currency, language: Language): string {
  const digits = DIGITS[currency]
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits)
}

export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language)).format(value)
}

export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}
