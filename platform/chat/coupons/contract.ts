/**
 * The chat coupons' player routes (mounted under `/api/story-chat`), as a type map for the
 * typed client: paths relative to `/api`, requests and answers. Types only.
 */

/** A code's worth (`GET /coupon-info` with `code`). */
export interface CouponInfo {
  code: string
  chats: number
  expiresAt: string | null
  redeemable: boolean
  redeemed: boolean
}

/** `POST /coupon/redeem`: `redeemed` is false when the holder had already entered the code. */
export interface CouponRedemption {
  redeemed: boolean
  code: string
  chatsGranted: number
  chatsUsed: number
  expiresAt: string | null
  chatsLeft: number
}

export interface CouponsRoutes {
  'GET /story-chat/coupon-info': {
    request: { code?: string }
    response: { coupon: CouponInfo | null; chatsLeft: number }
  }
  'POST /story-chat/coupon/redeem': {
    request: { code: string }
    response: CouponRedemption
  }
}
