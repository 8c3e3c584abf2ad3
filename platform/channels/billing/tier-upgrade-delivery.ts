/**
 * An upgrade's payment delivered: booked in the ledger and the tier applied, once, whoever
 * delivers it (the change itself, or payments' start-up repair of a paid, undelivered
 * payment). The ledger's key is the change's, one per subscription, month and tier.
 */
import type { Clock } from '../../http'
import type { SubscriptionDelivery } from '../../payments'
import type { BillingWallet } from './ports'
import type { BillingDb } from './store'
import { applyTier, withdrawPending } from './tier-change-store'

type Payment = Parameters<SubscriptionDelivery>[0]

/** `upgrade:<subscriptionOid>:<YYYY-MM>:<tierHash>:<attempt>`: one payment per attempt. */
export const upgradeKey = (
  subscriptionOid: string,
  period: string,
  tierHash: string,
  attempt: number,
) => `upgrade:${subscriptionOid}:${period}:${tierHash}:${attempt}`

/** The subscription, month and tier an upgrade payment's product names. */
export function parseUpgradeKey(product: string) {
  const match = /^upgrade:([^:]+):(\d{4}-\d{2}):([^:]+):(\d+)$/.exec(product)
  return match
    ? {
        subscriptionOid: match[1] as string,
        period: match[2] as string,
        tierHash: match[3] as string,
      }
    : null
}

export interface UpgradeDeliveryDeps {
  db: BillingDb
  clock: Clock
  wallet: BillingWallet
  /** Told once, when the tier has just been applied. */
  applied(
    subscription: { oid: string; user_oid: string; creator_oid: string },
    tierHash: string,
  ): Promise<void>
}

export function createUpgradeDelivery(deps: UpgradeDeliveryDeps) {
  const { db, clock } = deps

  return async function deliver(payment: Payment): Promise<string> {
    const key = parseUpgradeKey(payment.product)
    if (!key) throw new Error(`deliver: not an upgrade product ${payment.product}`)
    const change = await db
      .selectFrom('channel_billing_tier_changes')
      .selectAll()
      .where('subscription_oid', '=', key.subscriptionOid)
      .where('period', '=', key.period)
      .where('tier_hash', '=', key.tierHash)
      .executeTakeFirstOrThrow()
    if (change.status === 'done' && change.transaction_id) return change.transaction_id
    const subscription = await db
      .selectFrom('channel_subscriptions')
      .select(['oid', 'user_oid', 'creator_oid'])
      .where('oid', '=', key.subscriptionOid)
      .executeTakeFirstOrThrow()
    const now = clock.now()

    /** Marks the change paid and applies its tier; false when another delivery did. */
    const finish = async (trx: BillingDb, transactionId: string): Promise<boolean> => {
      const done = await trx
        .updateTable('channel_billing_tier_changes')
        .set({
          status: 'done',
          payment_oid: payment.oid,
          transaction_id: transactionId,
          updated_at: now,
        })
        .where('subscription_oid', '=', change.subscription_oid)
        .where('period', '=', change.period)
        .where('tier_hash', '=', change.tier_hash)
        .where('transaction_id', 'is', null)
        .returning('tier_hash')
        .executeTakeFirst()
      if (!done) return false
      await withdrawPending(trx, change.subscription_oid, change.period, now)
      const target = { amount: Number(change.to_amount), coins: change.to_coins }
      await applyTier(trx, change, target, now)
      return true
    }

    let applied = false
    let changed = false
    const transaction = await deps.wallet.subscriptionRevenue({
      key: `upgrade:${key.subscriptionOid}:${key.period}:${key.tierHash}`,
      subscriberOid: subscription.user_oid,
      creatorOid: subscription.creator_oid,
      coins: change.coins,
      metadata: {
        subscriptionOid: key.subscriptionOid,
        period: key.period,
        tierHash: key.tierHash,
        fromTierHash: change.from_tier_hash,
        paymentOid: payment.oid,
      },
      // The tier applies in the ledger's own transaction: one commit, not two.
      alongside: async (trx, transactionId) => {
        changed = await finish(trx as unknown as BillingDb, transactionId)
        applied = true
      },
    })
    // A replay (booked earlier, not yet applied) applies now.
    if (!applied) changed = await db.transaction().execute((trx) => finish(trx, transaction.id))
    if (changed) await deps.applied(subscription, key.tierHash)
    return transaction.id
  }
}
