/**
 * The one ordered migration set. Names sort in the order they apply:
 * 0000–0099 core, 0100–0199 accounts, 0200–0299 wallet and payments,
 * 0300–0349 stories (content, canvases, compiled versions), 0350–0399 chat rooms,
 * 0400–0449 content (catalog, search, recommendations, purchases), 0450–0469 uploads,
 * 0470–0479 notifications, 0480–0489 story-chat assets, 0490–0499 encoding, 0500–0529 channels, 0550–0559 emoticons, 0560–0569 Discord, 0570–0599 live, 0600–0619 live chat. Never edit an applied migration;
 * add a new one.
 */
import type { Migration } from 'kysely'
import { accountsMigrations } from '../../accounts/migrations'
import { assetsMigrations } from '../../assets/migrations'
import { billingMigrations } from '../../channels/billing/migrations'
import { channelsMigrations } from '../../channels/migrations'
import { chatCouponMigrations } from '../../chat/coupon-migrations'
import { chatMigrations } from '../../chat/migrations'
import { contentMigrations } from '../../content/migrations'
import { discordMigrations } from '../../discord/migrations'
import { emoticonsMigrations } from '../../emoticons/migrations'
import { encodingMigrations } from '../../encoding/migrations'
import { liveMigrations } from '../../live/migrations'
import { liveadsMigrations } from '../../liveads/migrations'
import { livechatMigrations } from '../../livechat/migrations'
import { livedonationsMigrations } from '../../livedonations/migrations'
import { notificationsMigrations } from '../../notifications/migrations'
import { paymentsMigrations } from '../../payments/migrations'
import { revenueMigrations } from '../../revenue/migrations'
import { storiesMigrations } from '../../stories/migrations'
import { uploadsMigrations } from '../../uploads/migrations'
import { creatorDailyMigrations } from '../../wallet/creator-daily-migration'
import { walletMigrations } from '../../wallet/migrations'
import { coreMigrations } from './core'

export const allMigrations: Record<string, Migration> = {
  ...coreMigrations,
  ...accountsMigrations,
  ...walletMigrations,
  ...paymentsMigrations,
  ...storiesMigrations,
  ...chatMigrations,
  ...chatCouponMigrations,
  ...assetsMigrations,
  ...contentMigrations,
  ...uploadsMigrations,
  ...notificationsMigrations,
  ...encodingMigrations,
  ...creatorDailyMigrations,
  ...revenueMigrations,
  ...channelsMigrations,
  ...billingMigrations,
  ...emoticonsMigrations,
  ...discordMigrations,
  ...liveMigrations,
  ...livechatMigrations,
  ...livedonationsMigrations,
  ...liveadsMigrations,
}
