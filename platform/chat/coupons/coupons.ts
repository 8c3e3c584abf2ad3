import { randomBytes } from 'node:crypto'
import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db'
import { AppError, badRequest, notFound } from '../../http'
import type { ChatCouponRedemptionsTable, ChatCouponsTable } from '../coupon-tables'
import type { RoomOwner } from '../rooms/rooms'

export type ChatCoupon = Selectable<ChatCouponsTable>
export type CouponRedemption = Selectable<ChatCouponRedemptionsTable>

/** The spec's coupon text, word for word: unknown, expired and withdrawn codes alike. */
export const NO_MATCHING_COUPON = 'There are no matching coupon codes'

export const couponNotFound = () => notFound(NO_MATCHING_COUPON, 'COUPON_NOT_FOUND')
const couponExhausted = () =>
  new AppError({
    status: 409,
    code: 'COUPON_EXHAUSTED',
    message: 'This coupon has been fully redeemed.',
  })

/** Codes are compared in upper case, so players may type them either way. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase()
}

export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{4,32}$/

/** 10 characters from an alphabet without look-alikes (0/O, 1/I). */
export function newCouponCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = randomBytes(10)
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')
}

function ownerColumns(owner: RoomOwner) {
  return 'userOid' in owner
    ? { owner_user_oid: owner.userOid, owner_guest_device: null }
    : { owner_user_oid: null, owner_guest_device: owner.guestDeviceId }
}

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
