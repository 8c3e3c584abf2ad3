/** Valuing coins in a payout currency (pure). */
import type { MoneyBreakdown, PayoutCurrency } from './contract'

/** The spec's coin price: 10 coins = 1000 KRW / 100 JPY / 1 USD. */
export const COIN_PRICE: Record<PayoutCurrency, { coins: number; price: number }> = {
  KRW: { coins: 10, price: 1000 },
  JPY: { coins: 10, price: 100 },
  USD: { coins: 10, price: 1 },
}

const DECIMALS: Record<PayoutCurrency, number> = { KRW: 0, JPY: 0, USD: 2 }

/** Rounds down to the currency's smallest unit (won, yen, cent): never pay out more than earned. */
export function floorTo(currency: PayoutCurrency, amount: number): number {
  const scale = 10 ** DECIMALS[currency]
  // The epsilon keeps float noise (0.1 × 3 = 0.30000000000000004) from dropping a unit.
  return Math.floor(amount * scale + 1e-9) / scale
}

/**
 * Coins valued at the USD coin price, converted at `perUsd` (currency per USD); the
 * VAT/fees (basis points of the gross) are shown apart and taken from it.
 */
export function valueCoins(input: {
  coins: number
  currency: PayoutCurrency
  perUsd: number
  feeBasisPoints: number
}): MoneyBreakdown {
  const usd = (input.coins * COIN_PRICE.USD.price) / COIN_PRICE.USD.coins
  const gross = floorTo(input.currency, usd * input.perUsd)
  const scale = 10 ** DECIMALS[input.currency]
  const fee = Math.round((gross * scale * input.feeBasisPoints) / 10_000) / scale
  const net = Math.round((gross - fee) * scale) / scale
  return { currency: input.currency, coins: input.coins, gross, fee, net }
}

export const CURRENCY_COUNTRY = { KRW: 'KR', JPY: 'JP', USD: 'US' } as const
