/**
 * Discount codes (`contents.discount_settings`, `[{ code, amount }]`): `amount` is the
 * number of coins the code takes off the content's price, never below free. Codes compare
 * without case or surrounding spaces.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { SessionUser } from '../../http'
import { type ContentFacts, visibleContent } from './contents'
import { INTERACTION_ERRORS } from './errors'

export interface DiscountAnswer {
  contentOid: string
  contentType: string
  discountCode: string
  originalPrice: number
  discount: number
  price: number
}

/** The price of a content with a code, or null when the content has no such code. */
export function applyDiscount(
  content: Pick<ContentFacts, 'price' | 'discount_settings'>,
  code: string,
) {
  const wanted = code.trim().toLowerCase()
  if (!wanted) return null
  const setting = (content.discount_settings ?? []).find(
    (entry) => typeof entry?.code === 'string' && entry.code.trim().toLowerCase() === wanted,
  )
  if (!setting) return null
  const discount = Math.max(0, Math.min(content.price, Math.floor(Number(setting.amount) || 0)))
  return { code: setting.code, discount, price: content.price - discount }
}

export async function checkDiscountCode(
  db: Kysely<DB>,
  user: SessionUser,
  input: { discountCode: string; contentOid: string; contentType?: string },
): Promise<DiscountAnswer> {
  const content = await visibleContent(db, input.contentOid, user)
  // A code named for another type of content is not this content's code.
  if (input.contentType && input.contentType !== content.content_type) {
    throw INTERACTION_ERRORS.discountCodeNotFound()
  }
  const applied = applyDiscount(content, input.discountCode)
  if (!applied) throw INTERACTION_ERRORS.discountCodeNotFound()
  return {
    contentOid: content.oid,
    contentType: content.content_type,
    discountCode: applied.code,
    originalPrice: content.price,
    discount: applied.discount,
    price: applied.price,
  }
}
