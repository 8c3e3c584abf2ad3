import { billingErrors } from './errors'
import type { BillingDb } from './store'

/** The creator's live paid tier asked for, or billing's refusal (not found; free). */
export async function paidTierOf(db: BillingDb, creatorOid: string, tierHash: string) {
  const tier = await db
    .selectFrom('channel_tiers')
    .selectAll()
    .where('tier_hash', '=', tierHash)
    .where('creator_oid', '=', creatorOid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!tier) throw billingErrors.tierNotFound()
  if (tier.is_free) throw billingErrors.freeTier()
  return tier
}
