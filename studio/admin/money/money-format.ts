/** Money in minor units shown in its currency (cents for USD; won and yen have none). */
const MINOR_DIGITS: Record<string, number> = { USD: 2, KRW: 0, JPY: 0 }

export function formatMoney(amount: number, currency: string, language: string): string {
  const digits = MINOR_DIGITS[currency] ?? 2
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount / 10 ** digits)
  } catch {
    return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`
  }
}
