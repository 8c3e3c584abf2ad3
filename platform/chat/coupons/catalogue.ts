/** The admin's coupons: creating, finding, listing, withdrawing, and one coupon's usage. */
import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db'
import { AppError, badRequest } from '../../http'
import type { ChatCouponsTable } from '../coupon-tables'
import { COUPON_CODE_PATTERN, couponNotFound, newCouponCode, normalizeCouponCode } from './codes'

export type ChatCoupon = Selectable<ChatCouponsTable>

export async function createCoupon(
  db: Kysely<DB>,
  input: {
    code?: string
    chats: number
    maxRedemptions: number | null
    expiresAt: Date | null
    note: string
    createdBy: string
  },
): Promise<ChatCoupon> {
  const code = input.code ? normalizeCouponCode(input.code) : newCouponCode()
  if (!COUPON_CODE_PATTERN.test(code)) {
    throw badRequest('INVALID_COUPON_CODE', 'A code is 4 to 32 letters, digits or dashes.')
  }
  const inserted = await db
    .insertInto('chat_coupons')
    .values({
      oid: newObjectId(),
      code,
      chats: input.chats,
      max_redemptions: input.maxRedemptions,
      expires_at: input.expiresAt,
      note: input.note,
      created_by: input.createdBy,
      deleted_at: null,
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returningAll()
    .executeTakeFirst()
  if (!inserted) {
    throw new AppError({
      status: 409,
      code: 'COUPON_CODE_TAKEN',
      message: 'This coupon code already exists.',
    })
  }
  return inserted
}

/** A coupon that can be redeemed and spent now, by code. */
export async function findLiveCoupon(db: Kysely<DB>, code: string, now: Date) {
  const coupon = await db
    .selectFrom('chat_coupons')
    .selectAll()
    .where('code', '=', normalizeCouponCode(code))
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!coupon || (coupon.expires_at && coupon.expires_at <= now)) throw couponNotFound()
  return coupon
}

export async function listCoupons(db: Kysely<DB>, options: { includeDeleted: boolean }) {
  let query = db.selectFrom('chat_coupons').selectAll().orderBy('created_at', 'desc')
  if (!options.includeDeleted) query = query.where('deleted_at', 'is', null)
  const coupons = await query.execute()
  const used = await db
    .selectFrom('chat_coupon_redemptions')
    .select([
      'coupon_oid',
      sql<number>`coalesce(sum(chats_used), 0)::int`.as('chatsUsed'),
      sql<number>`coalesce(sum(chats_granted), 0)::int`.as('chatsGranted'),
    ])
    .groupBy('coupon_oid')
    .execute()
  const byCoupon = new Map(used.map((row) => [row.coupon_oid, row]))
  return coupons.map((coupon) => ({
    coupon,
    chatsUsed: byCoupon.get(coupon.oid)?.chatsUsed ?? 0,
    chatsGranted: byCoupon.get(coupon.oid)?.chatsGranted ?? 0,
  }))
}

/** Withdraws a coupon: no new redemptions, and its unspent chats can no longer pay turns. */
export async function deleteCoupon(db: Kysely<DB>, couponOid: string, now: Date) {
  const result = await db
    .updateTable('chat_coupons')
    .set({ deleted_at: now })
    .where('oid', '=', couponOid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) throw couponNotFound()
}

/** Per-holder usage of one coupon, and its most recent turns, for the admin page. */
export async function couponUsage(db: Kysely<DB>, couponOid: string, limit: number) {
  const coupon = await db
    .selectFrom('chat_coupons')
    .selectAll()
    .where('oid', '=', couponOid)
    .executeTakeFirst()
  if (!coupon) throw couponNotFound()
  const redemptions = await db
    .selectFrom('chat_coupon_redemptions')
    .selectAll()
    .where('coupon_oid', '=', couponOid)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
  const uses = await db
    .selectFrom('chat_coupon_uses')
    .selectAll()
    .where('coupon_oid', '=', couponOid)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute()
  return { coupon, redemptions, uses }
}
