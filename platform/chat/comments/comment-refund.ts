import { systemAccount, userAccount } from '../../wallet'
import type { ChatRuntimeDeps } from '../runtime'
import {
  COMMENT_REFUND_CHATS,
  findCommentRefund,
  recentChatsOnStory,
  recordCommentRefund,
  type StoryCommentRefund,
} from './comments'

/**
 * The spec's rule "commenting after 5 or more chats refunds the last 5 chats", once per
 * player and story. The decision (which chats, how many paid and bonus credits) is
 * stored first under a unique (player, story) row; the ledger posting is keyed by that
 * row, so a retry, a crash between the two steps or two racing comments all end in
 * exactly one refund. Credits go back to the kind they were paid with.
 */
export async function refundChatsForComment(
  deps: ChatRuntimeDeps,
  input: { userOid: string; contentOid: string; commentOid: string },
): Promise<StoryCommentRefund | null> {
  const { db } = deps.database
  let refund = await findCommentRefund(db, input.userOid, input.contentOid)
  if (!refund) {
    const chats = await recentChatsOnStory(
      db,
      input.userOid,
      input.contentOid,
      COMMENT_REFUND_CHATS,
    )
    if (chats.length < COMMENT_REFUND_CHATS) return null
    let paidCredits = 0
    let bonusCredits = 0
    for (const chat of chats) {
      if (chat.creditsCharged <= 0 || !chat.requestId) continue
      const hold = await deps.wallet.readHold(chat.requestId)
      const charged = Math.min(chat.creditsCharged, hold?.charged ?? chat.creditsCharged)
      // The settle takes bonus credits first (see the wallet's holds), so they come back first.
      const bonus = Math.min(charged, hold?.bonusAmount ?? 0)
      bonusCredits += bonus
      paidCredits += charged - bonus
    }
    refund = await recordCommentRefund(db, {
      ...input,
      messageOids: chats.map((chat) => chat.messageOid),
      paidCredits,
      bonusCredits,
    })
  }
  if (refund.credits > 0) {
    const entries = [
      { account: systemAccount('sales', 'credit'), amount: -refund.paid_credits },
      { account: systemAccount('promotions', 'credit'), amount: -refund.bonus_credits },
      { account: userAccount(refund.user_oid, 'credits'), amount: refund.paid_credits },
      { account: userAccount(refund.user_oid, 'bonus_credits'), amount: refund.bonus_credits },
    ].filter((entry) => entry.amount !== 0)
    await deps.wallet.post({
      key: refund.ledger_key,
      type: 'refund',
      entries,
      metadata: {
        userOid: refund.user_oid,
        contentOid: refund.content_oid,
        reason: 'story-comment',
        messageOids: refund.message_oids,
      },
    })
  }
  return refund
}
