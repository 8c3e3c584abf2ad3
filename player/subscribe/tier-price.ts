import { firstPeriodShare, prorate } from '../../platform/channels/billing/contract'
import type { Currency } from '../../web/api/payments'

/** The price fields of a tier (channels-schema `channel_tiers`); numeric may come as text. */
export interface TierPriceFields {
  /** Monthly fee in coins (10 coins = 1 USD = 100 JPY = 1,000 KRW). */
  price: number
  price_usd?: number | string | null
  price_jpy?: number | string | null
  price_krw?: number | string | null
  is_free?: boolean
}

export interface TierPriceQuote {
  currency: Currency
  /** Minor units (cents; won and yen have none). */
  net: number
  /** The extra 10% VAT and fees, shown apart (document 2, Coin price). */
  fees: number
  total: number
}

const MINOR: Record<Currency, number> = { USD: 100, JPY: 1, KRW: 1 }
/** What 10 coins cost in each currency, in major units. */
const PER_TEN_COINS: Record<Currency, number> = { USD: 1, JPY: 100, KRW: 1000 }

function number(value: unknown): number | null {
  const parsed = typeof value === 'string' ? Number(value) : value
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed >= 0 ? parsed : null
}

/**
 * The monthly price in the viewer's currency: the creator's own price for that currency
 * when set, else the coin fee at the spec's rate; fees rounded half up in minor units.
 */
export function tierPrice(tier: TierPriceFields, currency: Currency): TierPriceQuote {
  const own =
    currency === 'USD' ? tier.price_usd : currency === 'JPY' ? tier.price_jpy : tier.price_krw
  const major = number(own) ?? ((number(tier.price) ?? 0) / 10) * PER_TEN_COINS[currency]
  const net = Math.round(major * MINOR[currency])
  const fees = Math.round(net / 10)
  return { currency, net, fees, total: net + fees }
}

export function isFreeTier(tier: TierPriceFields): boolean {
  return tier.is_free === true || (number(tier.price) ?? 0) === 0
}

/** ko → KRW, jp → JPY, everyone else USD: the charge page's rule. */
export function currencyForLanguage(language: string): Currency {
  return language === 'ko' ? 'KRW' : language === 'jp' ? 'JPY' : 'USD'
}

export interface FirstChargeQuote {
  /** What is charged today: the days left of this month (docs/SUBSCRIPTIONS.md). */
  today: TierPriceQuote
  days: number
  monthDays: number
  /** The first renewal, at the full monthly price. */
  next: TierPriceQuote
  nextChargeAt: Date
}

/** Today's charge and the next one for a tier subscribed at `now`, as checkout prices them. */
export function firstChargeQuote(
  tier: TierPriceFields,
  currency: Currency,
  now: Date,
): FirstChargeQuote {
  const next = tierPrice(tier, currency)
  const share = firstPeriodShare(now)
  const net = prorate(next.net, share)
  const fees = Math.round(net / 10)
  return {
    today: { currency, net, fees, total: net + fees },
    days: share.days,
    monthDays: share.monthDays,
    next,
    nextChargeAt: new Date(share.nextChargeAt),
  }
}
