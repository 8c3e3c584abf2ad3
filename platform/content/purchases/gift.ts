/** Buying a content for another user: the giver pays, the recipient owns it. */
import type { SessionUser } from '../../http'
import { type PurchasesContext, requirePorts } from './context'
import { PURCHASE_ERRORS } from './errors'
import { answerFor, lineFor, type PurchaseAnswer } from './lines'
import { hasPurchased, loadContent } from './lookups'
import { notifySafely } from './notify'
import type { PurchaseInput } from './purchase'
import { giftRefusal } from './refusals'
import { refusalFor } from './rules'
import { sell } from './sale'

export type GiftInput = PurchaseInput & { recipientOid: string; message?: string | undefined }

export async function gift(
  context: PurchasesContext,
  user: SessionUser,
  input: GiftInput,
): Promise<PurchaseAnswer & { recipientOid: string }> {
  const { accounts } = requirePorts(context)
  if (input.recipientOid === user.oid) throw PURCHASE_ERRORS.selfGift()
  const content = await loadContent(context, input.contentOid)
  if (!content) {
    if (context.ports?.stories) {
      // A story chat exists under this id: say why it cannot be a gift.
      const story = await context.ports.stories.quote(user, input.contentOid).catch(() => null)
      if (story) throw PURCHASE_ERRORS.storyGift()
    }
    throw PURCHASE_ERRORS.contentNotFound()
  }
  if (input.creatorOid && input.creatorOid !== content.creator_oid) {
    throw PURCHASE_ERRORS.creatorMismatch()
  }
  const recipient = await accounts.findUser(input.recipientOid)
  if (!recipient) throw PURCHASE_ERRORS.recipientNotFound()
  // The giver must be allowed to see the content, the recipient to own it.
  if (content.adult && !user.isAdult) throw PURCHASE_ERRORS.adultGated()
  const owned = await hasPurchased(context, recipient.oid, content.oid)
  const refusal = refusalFor(content, recipient, owned)
  if (refusal) throw giftRefusal(refusal)
  const line = lineFor(content, input.mode ?? 'coin', input.discountCode)
  if (input.coins !== line.price) throw PURCHASE_ERRORS.priceMismatch(line.price)
  const sold = await sell(context, {
    buyer: user,
    ownerOid: recipient.oid,
    lines: [line],
    source: 'gift',
    key: `content-purchase:${recipient.oid}:${content.oid}`,
  })
  await notifySafely(context, recipient.oid, 'gift', {
    contentOid: content.oid,
    title: content.title,
    fromOid: user.oid,
    fromNickname: user.nickname,
    ...(input.message ? { message: input.message } : {}),
  })
  await notifySafely(context, content.creator_oid, 'purchase', {
    contentOid: content.oid,
    title: content.title,
    coins: line.price,
    gift: true,
  })
  return { ...answerFor(line, sold, 'gift'), recipientOid: recipient.oid }
}
