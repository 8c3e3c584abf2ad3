import type { TierCoupon } from '../../../platform/payments/coupons'
import type { ApiClient } from '../../../web/api'

export type { TierCoupon }

/** Tier coupons: the payments area's existing calls (`/api/payment/coupon`). */
export function createCouponsApi(api: ApiClient) {
  return {
    list: (creatorOid: string) =>
      api.get<{ coupons: TierCoupon[] }>('/api/payment/coupon', { creatorOid }),
    create: (coupon: {
      creatorOid: string
      code: string
      tierHash: string
      expiryDate: string
      price: number
    }) =>
      api.post<TierCoupon>('/api/payment/coupon', {
        creatorOid: coupon.creatorOid,
        code: coupon.code,
        tier: coupon.tierHash,
        expiryDate: coupon.expiryDate,
        price: coupon.price,
      }),
    remove: (creatorOid: string, couponOid: string) =>
      api.request<{ deleted: string }>('DELETE', '/api/payment/coupon', {
        body: { creatorOid, couponOid },
      }),
  }
}
