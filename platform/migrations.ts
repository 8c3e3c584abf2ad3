/**
 * Every area's migrations, in one list that the composition root (server/context/) and
 * the test databases hand to `migrateToLatest`: platform/db applies what it is given and
 * knows no area. An area adds its `migrations.ts` here, one entry. Names sort in the order
 * they apply: 0000–0099 core, 0100 accounts, 0200 wallet, 0250 payments, 0300 stories,
 * 0350 chat, 0400 content, 0450 uploads, 0470 notifications, 0480 assets, 0490 encoding,
 * 0500 channels, 0530 wallet's creator days, 0531 revenue, 0550 emoticons, 0560 Discord,
 * 0570 live (its chat from 0600, donations from 0620, ads from 0640), 0650 limits,
 * 0720 live chat again (notices), 0740 chat's comment threads, 0741 channels' follows,
 * 0780 live again (applications, the refused-key time), 0800 admin, 0900 direct chat, 0950 analytics, 1000 sign-in, 1020 links, 1030 adult verification. Never rename or edit an
 * applied migration; add a new one.
 */
import type { Migration } from 'kysely'
import { accountsMigrations } from './accounts/migrations'
import { adminMigrations } from './admin/migrations'
import { adultVerificationMigrations } from './adult-verification/migrations'
import { analyticsMigrations } from './analytics/migrations'
import { assetsMigrations } from './assets/migrations'
import { channelsMigrations } from './channels/migrations'
import { chatMigrations } from './chat/migrations'
import { contentMigrations } from './content/migrations'
import { coreMigrations } from './db/migrations'
import { directChatMigrations } from './direct-chat/migrations'
import { discordMigrations } from './discord/migrations'
import { emoticonsMigrations } from './emoticons/migrations'
import { encodingMigrations } from './encoding/migrations'
import { limitsMigrations } from './limits/migrations'
import { linksMigrations } from './links/migrations'
import { liveMigrations } from './live/migrations'
import { notificationsMigrations } from './notifications/migrations'
import { paymentsMigrations } from './payments/migrations'
import { revenueMigrations } from './revenue/migrations'
import { signInMigrations } from './sign-in/migrations'
import { storiesMigrations } from './stories/migrations'
import { uploadsMigrations } from './uploads/migrations'
import { walletMigrations } from './wallet/migrations'

const areaMigrations: Record<string, Migration>[] = [
  coreMigrations,
  accountsMigrations,
  walletMigrations,
  paymentsMigrations,
  storiesMigrations,
  chatMigrations,
  assetsMigrations,
  contentMigrations,
  uploadsMigrations,
  notificationsMigrations,
  encodingMigrations,
  revenueMigrations,
  channelsMigrations,
  emoticonsMigrations,
  discordMigrations,
  liveMigrations,
  limitsMigrations,
  adminMigrations,
  directChatMigrations,
  analyticsMigrations,
  signInMigrations,
  linksMigrations,
  adultVerificationMigrations,
]

/** Joins the areas' migrations; two with one name would silently keep only the last. */
export function joinMigrations(
  lists: readonly Record<string, Migration>[],
): Record<string, Migration> {
  const all: Record<string, Migration> = {}
  for (const list of lists)
    for (const [name, migration] of Object.entries(list)) {
      if (name in all) throw new Error(`Two migrations are named ${name}`)
      all[name] = migration
    }
  return all
}

export const allMigrations: Record<string, Migration> = joinMigrations(areaMigrations)
