import type { TierCoupon } from '../../../platform/payments'
import { type ApiClient, createTypedApi } from '../../../web/api'

export type { TierCoupon }

/** Tier coupons: the payments area's existing calls (`/api/payment/coupon`). */
export function createCouponsApi(client: ApiClient) {
  const api = createTypedApi(client)
  return {
    list: (creatorOid: string) => api.get('/payment/coupon', { creatorOid }),
    create: (coupon: {
      creatorOid: string
      code: string
      tierHash: string
      expiryDate: string
      price: number
    }) =>
      api.post('/payment/coupon', {
        creatorOid: coupon.creatorOid,
        code: coupon.code,
        tier: coupon.tierHash,
        expiryDate: coupon.expiryDate,
        price: coupon.price,
      }),
    remove: (creatorOid: string, couponOid: string) =>
      api.delete('/payment/coupon', { creatorOid, couponOid }),
  }
}
