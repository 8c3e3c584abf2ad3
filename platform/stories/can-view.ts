/**
 * May this viewer open this story? Owner and admins always; adult stories need adult
 * verification; free stories are open; paid ones need an entitlement: a purchase
 * (`purchases.ts`), or a subscriber tier through `StoriesDeps.entitlements`.
 */
import type { SessionUser } from '../http'
import { findContent, isListed } from './content-rows'
import { STORY_ERRORS } from './errors'
import { canManage } from './permissions'
import type { StoriesContext } from './ports'
import { findPurchase } from './purchases'

export type CanViewReason = 'owner' | 'free' | 'paid' | 'purchased' | 'subscriber' | 'adult-gated'

export interface CanViewAnswer {
  canView: boolean
  reason: CanViewReason
  /** Credits to unlock, when the reason is 'paid'. */
  price?: number
}

export async function canView(
  context: StoriesContext,
  viewer: SessionUser | null,
  contentOid: string,
): Promise<CanViewAnswer> {
  const row = await findContent(context.db, contentOid)
  if (!row || row.status === 'deleted') throw STORY_ERRORS.contentNotFound()
  if (canManage(viewer, row)) return { canView: true, reason: 'owner' }
  if (!isListed(row)) throw STORY_ERRORS.contentNotFound()
  if (row.adult && !viewer?.isAdult) return { canView: false, reason: 'adult-gated' }
  if (row.price === 0) return { canView: true, reason: 'free' }
  if (viewer && (await findPurchase(context, viewer.oid, row.id))) {
    return { canView: true, reason: 'purchased' }
  }
  if (viewer && context.entitlements) {
    const entitlement = await context.entitlements.find(viewer.oid, {
      contentOid: row.id,
      creatorOid: row.creator_oid,
    })
    if (entitlement) return { canView: true, reason: entitlement }
  }
  return { canView: false, reason: 'paid', price: row.price }
}
