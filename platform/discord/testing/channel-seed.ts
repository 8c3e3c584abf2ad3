/**
 * Tiers and subscriptions written straight into the channels area's tables, for the
 * emoticon and Discord tests (the channels area's own routes are tested there).
 */
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db/ids'

export async function seedTier(
  db: Kysely<DB>,
  input: { creatorOid: string; position: number; name?: string },
): Promise<string> {
  const tierHash = randomBytes(8).toString('hex')
  const now = new Date()
  await db
    .insertInto('channel_tiers')
    .values({
      tier_hash: tierHash,
      creator_oid: input.creatorOid,
      position: input.position,
      name: input.name ?? `Tier ${input.position}`,
      details: '',
      price: 10 * (input.position + 1),
      price_usd: input.position + 1,
      price_jpy: 100 * (input.position + 1),
      price_krw: 1000 * (input.position + 1),
      icon_url: null,
      streak: false,
      is_free: false,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return tierHash
}

/** A live subscription around `now`: this month's period. */
export async function seedSubscription(
  db: Kysely<DB>,
  input: { userOid: string; creatorOid: string; tierHash: string; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date()
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
  const oid = newObjectId(now.getTime())
  await db
    .insertInto('channel_subscriptions')
    .values({
      oid,
      user_oid: input.userOid,
      creator_oid: input.creatorOid,
      tier_hash: input.tierHash,
      kind: 'free',
      state: 'subscribed',
      started_at: now,
      period_start: start,
      period_end: end,
      cancel_requested_at: null,
      cancelled_at: null,
      card_oid: null,
      currency: null,
      amount: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return oid
}

/** Ends a subscription now (as billing or an unsubscribe past its period does). */
export async function endSubscription(db: Kysely<DB>, oid: string, now = new Date()) {
  await db
    .updateTable('channel_subscriptions')
    .set({ state: 'cancelled', cancelled_at: now, period_end: now, updated_at: now })
    .where('oid', '=', oid)
    .execute()
}
