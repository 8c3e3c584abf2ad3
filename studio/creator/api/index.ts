import { apiClient } from '../../../web/session'
import { createCommentsApi } from './comments-api'
import { createCouponsApi } from './coupons-api'

/**
 * The creator studio's calls not yet in a route map (the rest go through `api` from
 * `web/session`, typed by `web/api/routes.ts`).
 */
export const commentsApi = createCommentsApi(apiClient)
export const couponsApi = createCouponsApi(apiClient)
export type {
  CommentThread,
  ContentComment,
  ReceivedCommentKind,
  ReceivedThread,
} from './comments-api'
export type { TierCoupon } from './coupons-api'
