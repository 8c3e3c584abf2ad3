/**
 * Coin prices, pure. 10 coins = 1,000 KRW = 100 JPY = 1 USD net (the shown price, without
 * the extra 10% VAT and fees). The buyer pays net + 10%, PayPay net + 20%, a card
 * net × 1.1 − 0.01. Everything is integer minor units (cents; won and yen have none), so
 * no float ever reaches an amount.
 */
export const CURRENCIES = ['KRW', 'JPY', 'USD'] as const
export type Currency = (typeof CURRENCIES)[number]

/** How the buyer pays; decides the surcharge. */
export const PAYMENT_METHODS = ['card', 'paypay', 'kakaopay', 'sandbox'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** Minor units per 10 coins (net): 1,000 won, 100 yen, 100 cents. */
const NET_PER_TEN_COINS: Record<Currency, number> = { KRW: 1000, JPY: 100, USD: 100 }
/** Minor-unit digits: 0.01 of a won or a yen is below the smallest unit. */
export const MINOR_DIGITS: Record<Currency, number> = { KRW: 0, JPY: 0, USD: 2 }

/** The coin packages the charge page offers. */
export const COIN_PACKAGES = [100, 300, 500, 1000, 3000, 5000] as const
export type CoinPackage = (typeof COIN_PACKAGES)[number]

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}

/** The shown (net) price of a number of coins, in minor units. Coins come in tens. */
export function netPrice(coins: number, currency: Currency): number {
  if (!Number.isSafeInteger(coins) || coins <= 0 || coins % 10 !== 0) {
    throw new RangeError(`netPrice: coins must be a positive multiple of 10, got ${coins}`)
  }
  return (coins / 10) * NET_PER_TEN_COINS[currency]
}

/** `value × numerator / 10`, rounded half up, in integers. */
function tenths(value: number, numerator: number): number {
  return Math.floor((value * numerator + 5) / 10)
}

/** What the buyer pays for a net price in minor units. */
export function buyerPriceOfNet(net: number, currency: Currency, method: PaymentMethod): number {
  if (method === 'paypay') return tenths(net, 12)
  const withFees = tenths(net, 11)
  // The card rule's −0.01 is one cent; won and yen have no unit that small.
  if (method === 'card' && MINOR_DIGITS[currency] === 2) return withFees - 1
  return withFees
}

/** What the buyer pays for coins, in minor units. */
export function buyerPrice(coins: number, currency: Currency, method: PaymentMethod): number {
  return buyerPriceOfNet(netPrice(coins, currency), currency, method)
}

/** Which methods can pay in which currency: KakaoPay is won only, PayPay yen only. */
export function methodAccepts(method: PaymentMethod, currency: Currency): boolean {
  if (method === 'kakaopay') return currency === 'KRW'
  if (method === 'paypay') return currency === 'JPY'
  return true
}

/** A one-touch (registered) card cannot pay in won (spec). */
export function oneTouchAccepts(currency: Currency): boolean {
  return currency !== 'KRW'
}

/** The currency a visitor sees first: won in Korean, yen in Japanese, dollars otherwise. */
export function currencyForLanguage(language: string | null | undefined): Currency {
  if (language === 'ko') return 'KRW'
  if (language === 'jp') return 'JPY'
  return 'USD'
}

/** Minor units as a decimal string in major units: 1099 USD → "10.99", 1100 KRW → "1100". */
export function toMajor(amount: number, currency: Currency): string {
  const digits = MINOR_DIGITS[currency]
  if (digits === 0) return String(amount)
  const sign = amount < 0 ? '-' : ''
  const abs = Math.abs(amount)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export interface PriceQuote {
  coins: number
  currency: Currency
  method: PaymentMethod
  /** Shown price (without VAT and fees), minor units. */
  net: number
  /** What the buyer pays, minor units. */
  amount: number
}

export function quote(coins: number, currency: Currency, method: PaymentMethod): PriceQuote {
  return {
    coins,
    currency,
    method,
    net: netPrice(coins, currency),
    amount: buyerPrice(coins, currency, method),
  }
}
