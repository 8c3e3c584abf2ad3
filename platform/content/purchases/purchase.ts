/** Buying one content for oneself; a story chat under the id is sold by the stories area. */
import type { SessionUser } from '../../http'
import { type PurchasesContext, requirePorts } from './context'
import { PURCHASE_ERRORS } from './errors'
import { answerFor, lineFor, type PurchaseAnswer } from './lines'
import { hasPurchased, loadContent } from './lookups'
import { notifySafely } from './notify'
import { type PurchaseMode, refusalFor } from './rules'
import { sell } from './sale'

export interface PurchaseInput {
  contentOid: string
  coins: number
  creatorOid?: string | undefined
  mode?: PurchaseMode | undefined
  discountCode?: string | undefined
}

export async function purchase(
  context: PurchasesContext,
  user: SessionUser,
  input: PurchaseInput,
): Promise<PurchaseAnswer> {
  requirePorts(context)
  const mode = input.mode ?? 'coin'
  const content = await loadContent(context, input.contentOid)
  if (!content) return purchaseStory(context, user, input, mode)
  if (input.creatorOid && input.creatorOid !== content.creator_oid) {
    throw PURCHASE_ERRORS.creatorMismatch()
  }
  const owned = await hasPurchased(context, user.oid, content.oid)
  const refusal = refusalFor(content, user, owned)
  if (refusal) throw refusal
  const line = lineFor(content, mode, input.discountCode)
  if (input.coins !== line.price) throw PURCHASE_ERRORS.priceMismatch(line.price)
  const sold = await sell(context, {
    buyer: user,
    ownerOid: user.oid,
    lines: [line],
    source: 'purchase',
    key: `content-purchase:${user.oid}:${content.oid}`,
  })
  await notifySafely(context, content.creator_oid, 'purchase', {
    contentOid: content.oid,
    title: content.title,
    coins: line.price,
  })
  return answerFor(line, sold, 'purchase')
}

/** A story chat is sold by the stories area (its own entitlement); same refusals here. */
async function purchaseStory(
  context: PurchasesContext,
  user: SessionUser,
  input: PurchaseInput,
  mode: PurchaseMode,
): Promise<PurchaseAnswer> {
  const stories = context.ports?.stories
  if (!stories) throw PURCHASE_ERRORS.contentNotFound()
  const quote = await stories.quote(user, input.contentOid)
  if (input.creatorOid && input.creatorOid !== quote.creatorOid) {
    throw PURCHASE_ERRORS.creatorMismatch()
  }
  if (quote.creatorOid === user.oid) throw PURCHASE_ERRORS.ownContent()
  if (quote.price === 0) throw PURCHASE_ERRORS.freeContent()
  // Story chats have no discount codes.
  if (input.discountCode) throw PURCHASE_ERRORS.invalidDiscountCode()
  if (input.coins !== quote.price) throw PURCHASE_ERRORS.priceMismatch(quote.price)
  const bought = await stories.purchase(user, input.contentOid, mode === 'coins' ? 'coin' : mode)
  if (!bought.charged) throw PURCHASE_ERRORS.alreadyOwned()
  await notifySafely(context, quote.creatorOid, 'purchase', {
    contentOid: input.contentOid,
    title: quote.title,
    coins: quote.price,
  })
  return {
    contentOid: input.contentOid,
    creatorOid: quote.creatorOid,
    price: bought.price,
    listPrice: quote.price,
    discountCode: null,
    paid: { coins: bought.paid?.coins ?? 0, bonusCoins: bought.paid?.bonusCoins ?? 0 },
    purchasedAt: bought.purchasedAt,
    source: 'story-chat',
  }
}
