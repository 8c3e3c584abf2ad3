/**
 * Tier coupons. Creator tiers and subscriptions are not built yet, so payments keeps the
 * coupons itself: a creator (or an admin for any creator) creates a code for one of their
 * tiers (`tier` = the tier's hash) with an expiry date and a price. Validation answers
 * 'There are no matching coupon codes' when no coupon has that code, tier and creator.
 * A coupon that matches but fails a later check is removed from the buyer's form
 * (`details.removed`) — unless the check failed with 'Identification is required.' (the
 * buyer is not signed in), which is the buyer's to fix. Only an expired coupon is also
 * deleted from the table.
 */
import { newObjectId } from '../db'
import { AppError } from '../http'
import { paymentErrors } from './errors'
import type { PaymentsDb } from './store'

export interface TierCoupon {
  oid: string
  creatorOid: string
  tier: string
  code: string
  price: number
  expiryDate: string
  owner: string | null
}

type CouponRow = {
  oid: string
  creator_oid: string
  tier_hash: string
  code: string
  price: number
  expires_at: Date | string
  owner_oid: string | null
}

const toCoupon = (row: CouponRow): TierCoupon => ({
  oid: row.oid,
  creatorOid: row.creator_oid,
  tier: row.tier_hash,
  code: row.code,
  price: Number(row.price),
  expiryDate: new Date(row.expires_at).toISOString(),
  owner: row.owner_oid,
})

export const IDENTIFICATION_REQUIRED = 'Identification is required.'
const IDENTIFICATION_PROBLEM = { code: 'IDENTIFICATION_REQUIRED', message: IDENTIFICATION_REQUIRED }

/** A failed check as the buyer is answered; `removed`: drop the coupon from the form. */
function couponRefusal(problem: { code: string; message: string }, removed: boolean) {
  return new AppError({
    status: problem.code === 'IDENTIFICATION_REQUIRED' ? 401 : 400,
    code: problem.code,
    message: problem.message,
    details: { removed },
  })
}

/** Later checks, pure: null when the coupon may be used by this buyer now. */
export function couponProblem(
  coupon: TierCoupon,
  buyerOid: string | null,
  now: Date,
): { code: string; message: string } | null {
  if (!buyerOid) return IDENTIFICATION_PROBLEM
  if (new Date(coupon.expiryDate).getTime() <= now.getTime()) {
    return { code: 'COUPON_EXPIRED', message: 'This coupon has expired.' }
  }
  if (coupon.owner && coupon.owner !== buyerOid) {
    return { code: 'COUPON_USED', message: 'This coupon has already been used.' }
  }
  return null
}

/** Whether a failed check removes the coupon from the buyer's form (the spec's rule). */
export function removesCoupon(message: string): boolean {
  return message !== IDENTIFICATION_REQUIRED
}

export async function createCoupon(
  db: PaymentsDb,
  input: { creatorOid: string; tier: string; code: string; price: number; expiryDate: Date },
  now: Date,
): Promise<TierCoupon> {
  const row = await db
    .insertInto('payment_tier_coupons')
    .values({
      oid: newObjectId(now.getTime()),
      creator_oid: input.creatorOid,
      tier_hash: input.tier,
      code: input.code,
      price: input.price,
      expires_at: input.expiryDate,
      owner_oid: null,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['creator_oid', 'code']).doNothing())
    .returningAll()
    .executeTakeFirst()
  if (!row) throw paymentErrors.couponExists()
  return toCoupon(row)
}

export async function listCoupons(db: PaymentsDb, creatorOid: string): Promise<TierCoupon[]> {
  const rows = await db
    .selectFrom('payment_tier_coupons')
    .selectAll()
    .where('creator_oid', '=', creatorOid)
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute()
  return rows.map(toCoupon)
}

export async function deleteCoupon(db: PaymentsDb, oid: string, creatorOid: string | null) {
  let query = db.deleteFrom('payment_tier_coupons').where('oid', '=', oid)
  if (creatorOid) query = query.where('creator_oid', '=', creatorOid)
  const row = await query.returningAll().executeTakeFirst()
  return row ? toCoupon(row) : null
}

/** The coupon a buyer may use now. Throws the spec's errors; removes a coupon that fails later checks. */
export async function usableCoupon(
  db: PaymentsDb,
  input: { code: string; tier: string; creatorOid: string; buyerOid: string | null },
  now: Date,
): Promise<TierCoupon> {
  // Sign-in first: a signed-out caller learns nothing of which codes exist.
  if (!input.buyerOid) throw couponRefusal(IDENTIFICATION_PROBLEM, false)
  const row = await db
    .selectFrom('payment_tier_coupons')
    .selectAll()
    .where('creator_oid', '=', input.creatorOid)
    .where('tier_hash', '=', input.tier)
    .where('code', '=', input.code)
    .executeTakeFirst()
  if (!row) throw paymentErrors.noMatchingCoupon()
  const coupon = toCoupon(row)
  const problem = couponProblem(coupon, input.buyerOid, now)
  if (problem) {
    // `removed` is the spec's rule for the buyer's side (drop the coupon from the form).
    // The row itself goes only when it can never be valid again (expired): another
    // buyer's refusal must not destroy a coupon its owner holds.
    const removed = removesCoupon(problem.message)
    if (problem.code === 'COUPON_EXPIRED') {
      await db.deleteFrom('payment_tier_coupons').where('oid', '=', coupon.oid).execute()
    }
    throw couponRefusal(problem, removed)
  }
  return coupon
}

/** GET /payment/coupon/valid: the usable coupon as the buyer sees it. */
export async function validateCoupon(
  db: PaymentsDb,
  input: { code: string; tier: string; creatorOid: string; buyerOid: string | null },
  now: Date,
) {
  const coupon = await usableCoupon(db, input, now)
  return {
    valid: true,
    code: coupon.code,
    tier: coupon.tier,
    creatorOid: coupon.creatorOid,
    price: coupon.price,
    expiryDate: coupon.expiryDate,
  }
}
