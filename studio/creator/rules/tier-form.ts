import type { TextKey } from '../../../web/i18n'

/** Tier and coupon form rules (spec doc 3: tiers, coupons; doc 2 §5 exclusivity). */

export interface TierDraft {
  tierHash: string | null
  name: string
  details: string
  /** The monthly fee in coins (10 coins = 1 USD). */
  price: string
  priceUsd: string
  priceJpy: string
  priceKrw: string
  streak: boolean
  isFree: boolean
  iconUrl: string | null
  /** The name and details in the readers' languages (empty: the creator's own show). */
  translations: Record<TierLanguage, { name: string; details: string }>
}

export type TierLanguage = 'en' | 'ko' | 'jp' | 'es'
export const TIER_LANGUAGES: readonly TierLanguage[] = ['en', 'ko', 'jp', 'es']

/** A tier's saved translations as the form's fields. */
export function translationDraft(
  translations: Partial<Record<TierLanguage, { name?: string; details?: string }>>,
): TierDraft['translations'] {
  return Object.fromEntries(
    TIER_LANGUAGES.map((language) => [
      language,
      {
        name: translations[language]?.name ?? '',
        details: translations[language]?.details ?? '',
      },
    ]),
  ) as TierDraft['translations']
}

type TierKey = TextKey<'creator', 'creatorTiers'>

export type TierField = 'name' | 'price' | 'priceUsd' | 'priceJpy' | 'priceKrw' | 'icon'
export interface TierProblem {
  field: TierField
  key: TierKey
}

export const emptyTier = (): TierDraft => ({
  tierHash: null,
  name: '',
  details: '',
  price: '',
  priceUsd: '',
  priceJpy: '',
  priceKrw: '',
  streak: false,
  isFree: false,
  iconUrl: null,
  translations: translationDraft({}),
})

/** The spec's coin price: 10 coins = 1 USD = 100 JPY = 1000 KRW. */
export function pricesFromCoins(coins: number) {
  return {
    priceUsd: (coins / 10).toFixed(2),
    priceJpy: String(coins * 10),
    priceKrw: String(coins * 100),
  }
}

const WHOLE = /^\d+$/
const MONEY = /^\d+(\.\d{1,2})?$/

export function checkTier(draft: TierDraft): TierProblem[] {
  const problems: TierProblem[] = []
  if (draft.name.trim() === '') problems.push({ field: 'name', key: 'creatorTiers.nameRequired' })
  if (draft.isFree) return problems
  if (!WHOLE.test(draft.price.trim()) || Number(draft.price) < 1)
    problems.push({ field: 'price', key: 'creatorTiers.priceInvalid' })
  if (!MONEY.test(draft.priceUsd.trim()))
    problems.push({ field: 'priceUsd', key: 'creatorTiers.priceInvalid' })
  if (!WHOLE.test(draft.priceJpy.trim()))
    problems.push({ field: 'priceJpy', key: 'creatorTiers.priceInvalid' })
  if (!WHOLE.test(draft.priceKrw.trim()))
    problems.push({ field: 'priceKrw', key: 'creatorTiers.priceInvalid' })
  return problems
}

/** A tier icon: a PNG of exactly 64×64 (the spec recommends 64×64 PNG; we require it). */
export function tierIconProblem(file: {
  type: string
  width: number
  height: number
}): TierKey | null {
  if (file.type !== 'image/png') return 'creatorTiers.iconNotPng'
  if (file.width !== 64 || file.height !== 64) return 'creatorTiers.iconSize'
  return null
}

/**
 * Free tier and coin sales exclude each other: each must be disabled before the other is
 * enabled. Answers the message key when the change is refused.
 */
export function freeTierConflict(
  change: { enablingFreeTier: boolean },
  state: { coinSales: boolean; hasFreeTier: boolean },
): TierKey | null {
  if (change.enablingFreeTier && state.coinSales) return 'creatorTiers.freeVsCoins'
  if (!change.enablingFreeTier && state.hasFreeTier) return 'creatorTiers.coinsVsFree'
  return null
}

export interface CouponDraft {
  code: string
  tierHash: string
  expiryDate: string
  price: string
}

/** Coupon: code, expiry date and price are required (and the expiry is not in the past). */
export function checkCoupon(
  draft: CouponDraft,
  today: string,
): { field: keyof CouponDraft; key: TextKey<'creator', 'creatorCoupons'> }[] {
  const problems: { field: keyof CouponDraft; key: TextKey<'creator', 'creatorCoupons'> }[] = []
  if (!/^[A-Za-z0-9_-]{4,32}$/.test(draft.code.trim()))
    problems.push({ field: 'code', key: 'creatorCoupons.codeRequired' })
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.expiryDate))
    problems.push({ field: 'expiryDate', key: 'creatorCoupons.expiryRequired' })
  else if (draft.expiryDate <= today)
    problems.push({ field: 'expiryDate', key: 'creatorCoupons.expiryPast' })
  if (!WHOLE.test(draft.price.trim()))
    problems.push({ field: 'price', key: 'creatorCoupons.priceRequired' })
  if (draft.tierHash === '')
    problems.push({ field: 'tierHash', key: 'creatorCoupons.tierRequired' })
  return problems
}
