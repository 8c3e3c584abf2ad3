/**
 * Whether a content can be bought, and for how much: pure, so the purchase, the cart, the
 * gift and the cart's add all refuse with the same codes in the same order.
 */
import type { Selectable } from 'kysely'
import type { AppError } from '../../http'
import type { ContentsTable } from '../catalog/tables'
import type { ContentSummary } from './contract'
import { PURCHASE_ERRORS } from './errors'
import type { BonusUse } from './ports'

export const CONTENT_FACTS = [
  'oid',
  'creator_oid',
  'content_type',
  'category',
  'media',
  'status',
  'visibility',
  'title',
  'multi_lang_title',
  'thumbnail',
  'adult',
  'price',
  'allow_bonus',
  'only_purchasable_with_coins',
  'viewable_tiers',
  'free_tier',
  'sale_count_limit',
  'sold_count',
  'discount_settings',
  'collaborators',
  'length_seconds',
  'published_at',
] as const

export type ContentFacts = Pick<Selectable<ContentsTable>, (typeof CONTENT_FACTS)[number]>

export const PURCHASE_MODES = ['coin', 'coins', 'bonus', 'bonus-first'] as const
export type PurchaseMode = (typeof PURCHASE_MODES)[number]

/** Which coins the wallet may take, per mode ('coins' is the web client's spelling of 'coin'). */
export const BONUS_USE: Record<PurchaseMode, BonusUse> = {
  coin: 'never',
  coins: 'never',
  bonus: 'only',
  'bonus-first': 'first',
}

/** Bonus coins pay only for content that allows them and is not reserved for paid coins. */
export const allowsBonus = (
  content: Pick<ContentFacts, 'allow_bonus' | 'only_purchasable_with_coins'>,
) => content.allow_bonus && !content.only_purchasable_with_coins

/**
 * Subscriber-only: the content is opened by subscribing, not sold. That is free-tier
 * content, and content that names viewable tiers without a coin price.
 */
export const isSubscriberOnly = (
  content: Pick<ContentFacts, 'free_tier' | 'viewable_tiers' | 'price'>,
) => content.free_tier || (content.viewable_tiers.length > 0 && content.price === 0)

export const isSoldOut = (content: Pick<ContentFacts, 'sale_count_limit' | 'sold_count'>) =>
  content.sale_count_limit !== null && content.sold_count >= content.sale_count_limit

export interface Buyer {
  oid: string
  isAdult: boolean
}

/**
 * The refusal for this owner, if any, in the spec's order: missing (deleted, unpublished or
 * another maker's private content), one's own, adult without verification, subscriber-only,
 * free, already owned, sold out.
 */
export function refusalFor(
  content: ContentFacts | undefined,
  owner: Buyer,
  owned: boolean,
): AppError | null {
  if (content?.status !== 'published' || content.visibility !== 'public') {
    return PURCHASE_ERRORS.contentNotFound()
  }
  if (content.creator_oid === owner.oid) return PURCHASE_ERRORS.ownContent()
  if (content.adult && !owner.isAdult) return PURCHASE_ERRORS.adultGated()
  if (isSubscriberOnly(content)) return PURCHASE_ERRORS.subscriberOnly()
  if (content.price === 0) return PURCHASE_ERRORS.freeContent()
  if (owned) return PURCHASE_ERRORS.alreadyOwned()
  if (isSoldOut(content)) return PURCHASE_ERRORS.soldOut()
  return null
}

/** The price to pay, with a discount code when one is given (an unknown code is refused). */
export function priceOf(
  content: Pick<ContentFacts, 'price' | 'discount_settings'>,
  discountCode: string | undefined,
): { price: number; code: string | null } {
  if (!discountCode) return { price: content.price, code: null }
  // As GET /content/dc-code reads codes: coins off the price, never below free, compared
  // without case or surrounding spaces.
  const wanted = discountCode.trim().toLowerCase()
  const setting = (content.discount_settings ?? []).find(
    (entry) => typeof entry?.code === 'string' && entry.code.trim().toLowerCase() === wanted,
  )
  if (!wanted || !setting) throw PURCHASE_ERRORS.invalidDiscountCode()
  const discount = Math.max(0, Math.min(content.price, Math.floor(Number(setting.amount) || 0)))
  return { price: content.price - discount, code: setting.code }
}

/** What lists and the cart show of a content. */
export function contentSummary(content: ContentFacts): ContentSummary {
  return {
    contentOid: content.oid,
    creatorOid: content.creator_oid,
    contentType: content.content_type,
    category: content.category,
    media: content.media,
    status: content.status,
    visibility: content.visibility,
    title: content.title,
    multiLangTitle: content.multi_lang_title,
    thumbnail: content.thumbnail,
    adult: content.adult,
    isAdultContent: content.adult,
    price: content.price,
    allowBonus: allowsBonus(content),
    onlyPurchasableWithCoins: content.only_purchasable_with_coins,
    saleCountLimit: content.sale_count_limit,
    soldCount: content.sold_count,
    lengthSeconds: content.length_seconds,
    publishedAt: content.published_at ? new Date(content.published_at).toISOString() : null,
  }
}

export type { ContentSummary }
