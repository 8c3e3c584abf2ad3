/** Coupon chats paying for turns: spent once per request id, given back once on failure. */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { RoomOwner } from '../rooms/rooms'
import { spendableRedemptions } from './redemptions'

/**
 * What spending a coupon chat reads first: the request id's earlier use, if any, and the
 * holder's spendable redemptions. Both are plain reads (the spend re-checks each candidate
 * under its row lock), so a turn reads them together with its other look-ups.
 */
export async function readCouponSpend(
  db: Kysely<DB>,
  owner: RoomOwner,
  requestId: string,
  now: Date,
  /** `mayBeRetry`: false for a request id the server just made, which cannot have been seen. */
  options: { mayBeRetry: boolean } = { mayBeRetry: true },
) {
  const { mayBeRetry } = options
  const [seen, candidates] = await Promise.all([
    mayBeRetry
      ? db
          .selectFrom('chat_coupon_uses')
          .select(['coupon_oid', 'redemption_oid', 'status'])
          .where('request_id', '=', requestId)
          .executeTakeFirst()
      : undefined,
    spendableRedemptions(db, owner, now),
  ])
  return { seen, candidates }
}

export type CouponSpendRead = Awaited<ReturnType<typeof readCouponSpend>>

/**
 * Spends one coupon chat for a turn, or answers null when the holder has none. The
 * decrement is a conditional UPDATE (PostgreSQL re-checks `chats_used < chats_granted`
 * after waiting for a concurrent spender's row lock), so N chats pay for exactly N turns
 * however many start together. The use row, keyed by the turn's request id, is written in
 * the same transaction: a retried turn does not spend twice.
 */
export async function spendCouponChat(
  db: Kysely<DB>,
  owner: RoomOwner,
  requestId: string,
  now: Date,
  options: { mayBeRetry?: boolean; read?: CouponSpendRead } = {},
): Promise<{ couponOid: string; redemptionOid: string; fresh: boolean } | null> {
  const { seen, candidates } =
    options.read ??
    (await readCouponSpend(db, owner, requestId, now, {
      mayBeRetry: options.mayBeRetry ?? true,
    }))
  // A retry of the same turn: already paid, and not this call's to give back.
  if (seen?.status === 'used')
    return { couponOid: seen.coupon_oid, redemptionOid: seen.redemption_oid, fresh: false }
  if (seen) return null
  if (candidates.length === 0) return null
  try {
    return await spendFrom(db, candidates, requestId, now)
  } catch (error) {
    // The same request id spending at the same moment (a double submit): the other one
    // committed first and owns the chat; this attempt spent nothing (it rolled back).
    if ((error as { code?: unknown } | null)?.code !== '23505') throw error
    const winner = await db
      .selectFrom('chat_coupon_uses')
      .select(['coupon_oid', 'redemption_oid'])
      .where('request_id', '=', requestId)
      .where('status', '=', 'used')
      .executeTakeFirst()
    if (!winner) throw error
    return { couponOid: winner.coupon_oid, redemptionOid: winner.redemption_oid, fresh: false }
  }
}

async function spendFrom(
  db: Kysely<DB>,
  candidates: Awaited<ReturnType<typeof spendableRedemptions>>,
  requestId: string,
  now: Date,
): Promise<{ couponOid: string; redemptionOid: string; fresh: boolean } | null> {
  return db.transaction().execute(async (trx) => {
    for (const candidate of candidates) {
      const updated = await trx
        .updateTable('chat_coupon_redemptions')
        .set((eb) => ({ chats_used: eb('chats_used', '+', 1), updated_at: now }))
        .where('oid', '=', candidate.redemptionOid)
        .whereRef('chats_used', '<', 'chats_granted')
        .returning('oid')
        .executeTakeFirst()
      if (!updated) continue
      await trx
        .insertInto('chat_coupon_uses')
        .values({
          request_id: requestId,
          redemption_oid: candidate.redemptionOid,
          coupon_oid: candidate.couponOid,
          status: 'used',
          created_at: now,
          refunded_at: null,
        })
        .execute()
      return { couponOid: candidate.couponOid, redemptionOid: candidate.redemptionOid, fresh: true }
    }
    return null
  })
}

/** Gives a failed turn's coupon chat back, once: a second call finds the use already refunded. */
export async function refundCouponChat(
  db: Kysely<DB>,
  requestId: string,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const use = await trx
      .updateTable('chat_coupon_uses')
      .set({ status: 'refunded', refunded_at: now })
      .where('request_id', '=', requestId)
      .where('status', '=', 'used')
      .returning('redemption_oid')
      .executeTakeFirst()
    if (!use) return false
    await trx
      .updateTable('chat_coupon_redemptions')
      .set((eb) => ({ chats_used: eb('chats_used', '-', 1), updated_at: now }))
      .where('oid', '=', use.redemption_oid)
      .where('chats_used', '>', 0)
      .execute()
    return true
  })
}
