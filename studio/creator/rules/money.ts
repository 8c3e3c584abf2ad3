/** The spec's coin price: 10 coins = 1000 KRW = 100 JPY = 1 USD; VAT and fees (10%) are extra. */
export type Currency = 'USD' | 'KRW' | 'JPY'

export const VAT_RATE = 0.1

export function coinsToCurrency(coins: number, currency: Currency): number {
  if (currency === 'USD') return coins / 10
  if (currency === 'JPY') return coins * 10
  return coins * 100
}

/** A price with the 10% VAT and fees shown apart from it. */
export function withVat(amount: number, currency: Currency) {
  const digits = currency === 'USD' ? 2 : 0
  const round = (value: number) => Number(value.toFixed(digits))
  const vat = round(amount * VAT_RATE)
  return { amount: round(amount), vat, total: round(amount + vat) }
}

export function formatMoney(amount: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: currency === 'USD' ? 2 : 0,
  }).format(amount)
}
