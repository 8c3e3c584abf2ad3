/**
 * Tier coupons on a subscription's first period. Validation is the payments area's (its
 * texts: 'There are no matching coupon codes', expired, used); a coupon prices the first
 * period at its `price` in coins-equivalent, and each user uses a coupon once: a use counts
 * when its subscription exists (an abandoned checkout leaves the coupon usable).
 */

import { badRequest } from '../../http'
import type { Currency, PaymentMethod } from '../../payments'
import type { BillingPayments } from './ports'
import { subscriptionPrice } from './pricing'
import type { BillingDb } from './store'

const couponUsed = () =>
  badRequest('COUPON_USED', 'This coupon has already been used.', { removed: true })

export async function applyCoupon(
  db: BillingDb,
  payments: Pick<BillingPayments, 'usableCoupon'>,
  input: {
    code: string
    userOid: string
    creatorOid: string
    tierHash: string
    currency: Currency
    method: PaymentMethod
    now: Date
  },
) {
  const coupon = await payments.usableCoupon(
    {
      code: input.code,
      tier: input.tierHash,
      creatorOid: input.creatorOid,
      buyerOid: input.userOid,
    },
    input.now,
  )
  const used = await db
    .selectFrom('channel_billing_coupon_uses as u')
    .innerJoin('channel_subscriptions as s', 's.oid', 'u.subscription_oid')
    .select('u.subscription_oid')
    .where('u.coupon_oid', '=', coupon.oid)
    .where('u.user_oid', '=', input.userOid)
    .executeTakeFirst()
  if (used) throw couponUsed()
  const price = subscriptionPrice(
    { price: coupon.price, price_usd: 0, price_jpy: 0, price_krw: 0 },
    input.currency,
    input.method,
  )
  // A 0-coin coupon cannot price a paid first payment (design: refused as no match).
  if (!price) throw badRequest('NO_MATCHING_COUPON', 'There are no matching coupon codes')
  return { couponOid: coupon.oid, price }
}

/** The user's use of the coupon now points at this checkout's subscription. */
export async function recordCouponUse(
  db: BillingDb,
  couponOid: string,
  userOid: string,
  subscriptionOid: string,
  now: Date,
) {
  await db
    .insertInto('channel_billing_coupon_uses')
    .values({
      coupon_oid: couponOid,
      user_oid: userOid,
      subscription_oid: subscriptionOid,
      created_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['coupon_oid', 'user_oid'])
        .doUpdateSet({ subscription_oid: subscriptionOid }),
    )
    .execute()
}
