/** Chat coupons: codes, redemptions and the chats they pay for. */
export {
  type ChatCoupon,
  couponUsage,
  createCoupon,
  deleteCoupon,
  findLiveCoupon,
  listCoupons,
} from './catalogue'
export {
  COUPON_CODE_PATTERN,
  couponNotFound,
  NO_MATCHING_COUPON,
  newCouponCode,
  normalizeCouponCode,
} from './codes'
export {
  type CouponRedemption,
  couponChatsLeft,
  hasRedeemed,
  redeemCoupon,
  spendableRedemptions,
  transferGuestRedemptions,
} from './redemptions'
export { couponRoutes } from './routes'
export {
  type CouponSpendRead,
  readCouponSpend,
  refundCouponChat,
  spendCouponChat,
} from './spending'
