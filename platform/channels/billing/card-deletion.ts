/**
 * A deleted card cancels its subscriptions from the next month (spec): each keeps its
 * paid period, is marked cancellation-requested and is not renewed.
 */
import type { Clock } from '../../http'
import type { SubscriptionEvent } from '../ports'
import type { BillingDb } from './store'

export async function cancelSubscriptionsOfCard(
  deps: { db: BillingDb; clock: Clock },
  userOid: string,
  cardOid: string,
): Promise<SubscriptionEvent[]> {
  const now = deps.clock.now()
  const rows = await deps.db
    .updateTable('channel_subscriptions')
    .set((eb) => ({
      state: 'cancel_requested',
      cancel_requested_at: eb.fn.coalesce('cancel_requested_at', eb.val(now)),
      card_oid: null,
      updated_at: now,
    }))
    .where('user_oid', '=', userOid)
    .where('card_oid', '=', cardOid)
    .where('kind', '=', 'paid')
    .where('state', '<>', 'cancelled')
    .returning(['oid', 'user_oid', 'creator_oid', 'tier_hash'])
    .execute()
  return rows.map((row) => ({
    subscriptionOid: row.oid,
    userOid: row.user_oid,
    creatorOid: row.creator_oid,
    tierHash: row.tier_hash,
    kind: 'paid' as const,
  }))
}
