/**
 * What a tier costs a subscriber (pure). The tier's own price in the currency is the net
 * (shown) price — `price_usd` in dollars, `price_jpy`, `price_krw` — or, when the creator
 * left it 0, the coins-equivalent (10 coins = 1 USD = 100 JPY = 1,000 KRW). The buyer pays
 * the card rule on top (net + 10% fees and VAT, − 1 cent in USD), as coin charges do.
 */
import { buyerPriceOfNet, type Currency, netPrice, type PaymentMethod } from '../../payments'
import { type FirstPeriodShare, prorate } from './contract'

export interface TierPrices {
  /** Monthly fee in coins-equivalent. */
  price: number
  price_usd: string | number
  price_jpy: number
  price_krw: number
}

export interface SubscriptionPrice {
  currency: Currency
  /** Shown price, minor units. */
  net: number
  /** What the buyer pays, minor units. */
  amount: number
  /** What the ledger books (the creator's earnings before the fee), in coins. */
  coins: number
}

/** The tier's coins-equivalent: its `price`, else its dollar price × 10. */
export function tierCoins(tier: TierPrices): number {
  if (tier.price > 0) return tier.price
  return Math.round(Number(tier.price_usd) * 10)
}

export function tierNetPrice(tier: TierPrices, currency: Currency): number {
  const own =
    currency === 'USD'
      ? Math.round(Number(tier.price_usd) * 100)
      : currency === 'JPY'
        ? tier.price_jpy
        : tier.price_krw
  if (own > 0) return own
  const coins = tierCoins(tier)
  // netPrice wants tens of coins; round up a tier priced in odd coins.
  return coins > 0 ? netPrice(Math.ceil(coins / 10) * 10, currency) : 0
}

/** Null for a tier with no price (a free tier is not billed). */
export function subscriptionPrice(
  tier: TierPrices,
  currency: Currency,
  method: PaymentMethod,
): SubscriptionPrice | null {
  const coins = tierCoins(tier)
  const net = tierNetPrice(tier, currency)
  if (coins <= 0 || net <= 0) return null
  return { currency, net, amount: buyerPriceOfNet(net, currency, method), coins }
}

/** The first period's price: the monthly net and coins for the days left (`contract.ts`). */
export function firstPeriodPrice(
  monthly: SubscriptionPrice,
  share: Pick<FirstPeriodShare, 'days' | 'monthDays'>,
  method: PaymentMethod,
): SubscriptionPrice {
  if (share.days >= share.monthDays) return monthly
  const net = prorate(monthly.net, share)
  return {
    currency: monthly.currency,
    net,
    amount: buyerPriceOfNet(net, monthly.currency, method),
    coins: prorate(monthly.coins, share),
  }
}
