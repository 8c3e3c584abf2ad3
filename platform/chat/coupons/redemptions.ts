/** A holder's redemptions of coupons: redeeming a code, what is left to spend, and a guest's move to an account. */
import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db'
import type { ChatCouponRedemptionsTable } from '../coupon-tables'
import type { RoomOwner } from '../rooms/rooms'
import type { ChatCoupon } from './catalogue'
import { couponExhausted, couponNotFound, normalizeCouponCode } from './codes'

export type CouponRedemption = Selectable<ChatCouponRedemptionsTable>

function ownerColumns(owner: RoomOwner) {
  return 'userOid' in owner
    ? { owner_user_oid: owner.userOid, owner_guest_device: null }
    : { owner_user_oid: null, owner_guest_device: owner.guestDeviceId }
}

/**
 * Redeems a code for a holder. Entering the same code again answers the existing
 * redemption (`created: false`); the redemption count and its cap are checked under the
 * coupon's row lock, so a capped coupon is never over-redeemed by concurrent holders.
 */
export async function redeemCoupon(
  db: Kysely<DB>,
  code: string,
  owner: RoomOwner,
  now: Date,
): Promise<{ coupon: ChatCoupon; redemption: CouponRedemption; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const coupon = await trx
      .selectFrom('chat_coupons')
      .selectAll()
      .where('code', '=', normalizeCouponCode(code))
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst()
    if (!coupon || (coupon.expires_at && coupon.expires_at <= now)) throw couponNotFound()
    const columns = ownerColumns(owner)
    const existing = await trx
      .selectFrom('chat_coupon_redemptions')
      .selectAll()
      .where('coupon_oid', '=', coupon.oid)
      .where((eb) =>
        columns.owner_user_oid
          ? eb('owner_user_oid', '=', columns.owner_user_oid)
          : eb('owner_guest_device', '=', columns.owner_guest_device as string),
      )
      .executeTakeFirst()
    if (existing) return { coupon, redemption: existing, created: false }
    if (coupon.max_redemptions !== null && coupon.redemptions >= coupon.max_redemptions) {
      throw couponExhausted()
    }
    await trx
      .updateTable('chat_coupons')
      .set((eb) => ({ redemptions: eb('redemptions', '+', 1) }))
      .where('oid', '=', coupon.oid)
      .execute()
    const redemption = await trx
      .insertInto('chat_coupon_redemptions')
      .values({
        oid: newObjectId(),
        coupon_oid: coupon.oid,
        ...columns,
        chats_granted: coupon.chats,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return { coupon: { ...coupon, redemptions: coupon.redemptions + 1 }, redemption, created: true }
  })
}

/** The holder's redemptions whose coupon is still live, with chats left, soonest expiry first. */
export async function spendableRedemptions(db: Kysely<DB>, owner: RoomOwner, now: Date) {
  const columns = ownerColumns(owner)
  return db
    .selectFrom('chat_coupon_redemptions as r')
    .innerJoin('chat_coupons as c', 'c.oid', 'r.coupon_oid')
    .select([
      'r.oid as redemptionOid',
      'c.oid as couponOid',
      'c.code as code',
      'r.chats_granted as chatsGranted',
      'r.chats_used as chatsUsed',
      'c.expires_at as expiresAt',
    ])
    .where((eb) =>
      columns.owner_user_oid
        ? eb('r.owner_user_oid', '=', columns.owner_user_oid)
        : eb('r.owner_guest_device', '=', columns.owner_guest_device as string),
    )
    .where('c.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('c.expires_at', 'is', null), eb('c.expires_at', '>', now)]))
    .whereRef('r.chats_used', '<', 'r.chats_granted')
    .orderBy(sql`c.expires_at asc nulls last`)
    .orderBy('r.created_at')
    .execute()
}

/** Chats the holder can still spend from coupons. */
export async function couponChatsLeft(db: Kysely<DB>, owner: RoomOwner, now: Date) {
  const rows = await spendableRedemptions(db, owner, now)
  return rows.reduce((sum, row) => sum + row.chatsGranted - row.chatsUsed, 0)
}

/** A guest's coupon chats move to the account they sign in to, like their rooms. */
export async function transferGuestRedemptions(
  db: Kysely<DB>,
  guestDeviceId: string,
  userOid: string,
) {
  // A coupon both already hold stays with the device: one redemption per holder.
  await db
    .updateTable('chat_coupon_redemptions')
    .set({ owner_guest_device: null, owner_user_oid: userOid, updated_at: new Date() })
    .where('owner_guest_device', '=', guestDeviceId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('chat_coupon_redemptions as mine')
            .select('mine.oid')
            .whereRef('mine.coupon_oid', '=', 'chat_coupon_redemptions.coupon_oid')
            .where('mine.owner_user_oid', '=', userOid),
        ),
      ),
    )
    .execute()
}

/** Whether the holder has redeemed this coupon (spent or not). */
export async function hasRedeemed(db: Kysely<DB>, couponOid: string, owner: RoomOwner) {
  const columns = ownerColumns(owner)
  const row = await db
    .selectFrom('chat_coupon_redemptions')
    .select('oid')
    .where('coupon_oid', '=', couponOid)
    .where((eb) =>
      columns.owner_user_oid
        ? eb('owner_user_oid', '=', columns.owner_user_oid)
        : eb('owner_guest_device', '=', columns.owner_guest_device as string),
    )
    .executeTakeFirst()
  return !!row
}
