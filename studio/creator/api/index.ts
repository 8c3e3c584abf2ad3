import { apiClient } from '../../../web/session'
import { createChannelsApi } from './channels-api'
import { createCommentsApi } from './comments-api'
import { createCouponsApi } from './coupons-api'
import { createDiscordApi } from './discord-api'
import { createEmoticonsApi } from './emoticons-api'
import { createRevenueApi } from './revenue-api'

/** The creator studio's calls on the page's session-aware client. */
export const channelsApi = createChannelsApi(apiClient)
export const emoticonsApi = createEmoticonsApi(apiClient)
export const discordApi = createDiscordApi(apiClient)
export const commentsApi = createCommentsApi(apiClient)
export const couponsApi = createCouponsApi(apiClient)
export const revenueApi = createRevenueApi(apiClient)
export type { ContentComment } from './comments-api'
export type { TierCoupon } from './coupons-api'
export { uploadEmoticon } from './emoticons-api'
