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

/** A coupon as the admin's list shows it: what it grants and how much of it was used. */
export interface AdminCouponView {
  couponOid: string
  code: string
  chats: number
  maxRedemptions: number | null
  redemptions: number
  expiresAt: string | null
  note: string
  createdBy: string
  createdAt: string
  deletedAt: string | null
}

/** One holder's redemption of a coupon and how many of its chats they used. */
export interface CouponRedemptionView {
  redemptionOid: string
  userOid: string | null
  guestDeviceId: string | null
  chatsGranted: number
  chatsUsed: number
  redeemedAt: string
}

export interface CouponsRoutes {
  'GET /story-chat/chat-coupons': {
    request: { includeDeleted?: 'true' | 'false' }
    response: { coupons: (AdminCouponView & { chatsGranted: number; chatsUsed: number })[] }
  }
  'POST /story-chat/chat-coupons': {
    request: {
      code?: string
      chats: number
      maxRedemptions: number | null
      expiresAt: string | null
      note: string
    }
    response: { coupon: AdminCouponView }
  }
  'DELETE /story-chat/chat-coupons': {
    request: { couponOid: string }
    response: { ok: true }
  }
  'GET /story-chat/chat-coupons/usage': {
    request: { couponOid: string; limit?: number }
    response: {
      coupon: AdminCouponView
      redemptions: CouponRedemptionView[]
      uses: {
        requestId: string
        redemptionOid: string
        status: string
        usedAt: string
        refundedAt: string | null
      }[]
    }
  }
  'GET /story-chat/coupon-info': {
    request: { code?: string }
    response: { coupon: CouponInfo | null; chatsLeft: number }
  }
  'POST /story-chat/coupon/redeem': {
    request: { code: string }
    response: CouponRedemption
  }
}
