/**
 * Buying a post (one ledger transaction of type `chat_content`, keyed by the buyer and the
 * post, so a retry or a twin request never charges twice) and deleting one.
 */
import type { SessionUser } from '../../http'
import type { DirectChatContext } from '../context'
import { DIRECT_CHAT_ERRORS } from '../errors'
import { MESSAGE_CONTENT_ERRORS as ERRORS } from './errors'
import type { ContentRow, ContentStore } from './store'

export const purchaseKey = (buyerOid: string, contentOid: string) =>
  `direct-chat-content:${buyerOid}:${contentOid}`

export function createPurchases(context: DirectChatContext, store: ContentStore) {
  const { db, clock, deps } = context

  async function bought(row: ContentRow, buyerOid: string) {
    const purchase = await db
      .selectFrom('direct_chat_content_purchases')
      .selectAll()
      .where('content_oid', '=', row.oid)
      .where('buyer_oid', '=', buyerOid)
      .executeTakeFirstOrThrow()
    return { content: await store.view(row, 'buyer'), transactionOid: purchase.transaction_oid }
  }

  return {
    async purchase(user: SessionUser, input: { creatorOid: string; contentOid: string }) {
      const { row, access } = await store.visible(user.oid, input.contentOid)
      if (row.creator_oid !== input.creatorOid) throw ERRORS.notFound()
      if (access === 'creator') throw ERRORS.ownPost()
      if (access === 'buyer') return { ...(await bought(row, user.oid)), replayed: true }
      if (await context.blockedBetween(user.oid, row.creator_oid))
        throw DIRECT_CHAT_ERRORS.blocked()
      // The key is the buyer and the post: a retry, or fifty at once, is one charge.
      const moved = await deps.wallet.transfer({
        key: purchaseKey(user.oid, row.oid),
        fromUserOid: user.oid,
        toUserOid: row.creator_oid,
        coins: row.price,
        type: 'chat_content',
        metadata: { contentOid: row.oid },
      })
      await db
        .insertInto('direct_chat_content_purchases')
        .values({
          content_oid: row.oid,
          buyer_oid: user.oid,
          coins: row.price,
          transaction_oid: moved.transactionOid,
          created_at: clock.now(),
        })
        .onConflict((oc) => oc.columns(['content_oid', 'buyer_oid']).doNothing())
        .execute()
      return { ...(await bought(row, user.oid)), replayed: moved.replayed }
    },

    /** Hidden from recipients who have not bought it; buyers keep it. Deleting again is a no-op. */
    async remove(user: SessionUser, contentOid: string) {
      await store.mine(user.oid, contentOid)
      await db
        .updateTable('direct_chat_contents')
        .set({ deleted_at: clock.now() })
        .where('oid', '=', contentOid)
        .where('deleted_at', 'is', null)
        .execute()
      return { deleted: true as const }
    },
  }
}
