/**
 * Bulk set-up for the subscription reliability tests and the benchmark: `count` paid card
 * subscriptions to one creator, each with its own sandbox card and its current month
 * paid, written in a few statements (the first payment's path is tested elsewhere).
 */
import { sql } from 'kysely'
import type { Database } from '../../platform/db'

export interface BulkSubscriptions {
  creatorOid: string
  tierHash: string
}

export async function insertPaidSubscriptions(
  database: Pick<Database, 'db'>,
  input: { count: number; periodStart: Date; periodEnd: Date; prefix?: string },
): Promise<BulkSubscriptions> {
  const prefix = input.prefix ?? 'bulk'
  const creatorOid = `${prefix}creator`
  const tierHash = `${prefix}tier`
  const period = `${input.periodStart.getUTCFullYear()}-${String(input.periodStart.getUTCMonth() + 1).padStart(2, '0')}`
  const db = database.db
  await sql`
    insert into channel_tiers (tier_hash, creator_oid, position, name, details, price, price_usd,
      price_jpy, price_krw, icon_url, streak, is_free, created_at, updated_at)
    values (${tierHash}, ${creatorOid}, 0, 'Gold', '', 50, 5, 500, 5000, null, false, false,
      ${input.periodStart}, ${input.periodStart})`.execute(db)
  await sql`
    insert into payment_cards (oid, user_oid, provider, provider_ref, label, selected, created_at)
    select ${prefix} || 'card' || i, ${prefix} || 'fan' || i, 'sandbox', ${prefix} || 'ref' || i,
      'test', false, ${input.periodStart}
    from generate_series(1, ${input.count}) as i`.execute(db)
  await sql`
    insert into channel_subscriptions (oid, user_oid, creator_oid, tier_hash, kind, state,
      started_at, period_start, period_end, card_oid, currency, amount, created_at, updated_at)
    select ${prefix} || 'sub' || i, ${prefix} || 'fan' || i, ${creatorOid}, ${tierHash}, 'paid',
      'subscribed', ${input.periodStart}, ${input.periodStart}, ${input.periodEnd},
      ${prefix} || 'card' || i, 'USD', 5.49, ${input.periodStart}, ${input.periodStart}
    from generate_series(1, ${input.count}) as i`.execute(db)
  await sql`
    insert into channel_billing_periods (subscription_oid, period, user_oid, creator_oid,
      tier_hash, card_oid, currency, amount, coins, period_start, period_end, status, attempts,
      next_attempt_at, transaction_id, created_at, updated_at)
    select ${prefix} || 'sub' || i, ${period}, ${prefix} || 'fan' || i, ${creatorOid},
      ${tierHash}, ${prefix} || 'card' || i, 'USD', 549, 50, ${input.periodStart},
      ${input.periodEnd}, 'paid', 0, ${input.periodStart}, 'set-up', ${input.periodStart},
      ${input.periodStart}
    from generate_series(1, ${input.count}) as i`.execute(db)
  return { creatorOid, tierHash }
}
