/** Tier rules, pure: the free-tier and coin-sales exclusion, and the next state of an update. */
import type { TierInput, TierTranslations } from '../contract'
import { CHANNEL_ERRORS } from '../errors'

export const MAX_TIERS = 10

export interface TierFields {
  name: string
  details: string
  price: number
  price_usd: number
  price_jpy: number
  price_krw: number
  icon: string | null
  streak: boolean
  isFree: boolean
  translations: TierTranslations
}

/** Only what was written: empty names and details are no translation (the creator's own shows). */
export function cleanTranslations(translations: TierTranslations): TierTranslations {
  const clean: TierTranslations = {}
  for (const [language, text] of Object.entries(translations) as [
    keyof TierTranslations,
    { name?: string; details?: string } | undefined,
  ][]) {
    const name = text?.name?.trim() ?? ''
    const details = text?.details?.trim() ?? ''
    if (name || details)
      clean[language] = { ...(name ? { name } : {}), ...(details ? { details } : {}) }
  }
  return clean
}

export const isPriced = (
  tier: Pick<TierFields, 'price' | 'price_usd' | 'price_jpy' | 'price_krw'>,
) => tier.price > 0 || tier.price_usd > 0 || tier.price_jpy > 0 || tier.price_krw > 0

const EMPTY: TierFields = {
  name: '',
  details: '',
  price: 0,
  price_usd: 0,
  price_jpy: 0,
  price_krw: 0,
  icon: null,
  streak: false,
  isFree: false,
  translations: {},
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>

/**
 * The tier after a change. Free tier and coin sales exclude each other, and each must be
 * turned off, in an earlier change, before the other is turned on: a free tier cannot be
 * given a price (turn the free tier off first), a priced tier cannot be made free (set its
 * prices to 0 first). A new tier may be either, not both.
 */
export function nextTier(current: TierFields | null, change: Partial<TierInput>): TierFields {
  const next = { ...(current ?? EMPTY), ...defined(change) } as TierFields
  next.translations = cleanTranslations(next.translations)
  if (current === null) {
    if (next.isFree && isPriced(next)) throw CHANNEL_ERRORS.freeTierNeedsNoPrice()
    return next
  }
  if (next.isFree && !current.isFree && isPriced(current))
    throw CHANNEL_ERRORS.freeTierNeedsNoPrice()
  if (isPriced(next) && !isPriced(current) && current.isFree)
    throw CHANNEL_ERRORS.pricedTierWhileFree()
  if (next.isFree && isPriced(next)) throw CHANNEL_ERRORS.freeTierNeedsNoPrice()
  return next
}
