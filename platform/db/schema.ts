/**
 * The whole database as Kysely sees it: each platform area declares its own tables
 * in its `tables.ts` and they are joined here. Areas still reach each other only
 * through exported service functions, never through each other's tables.
 */
import type { AccountsTables } from '../accounts/tables'
import type { AdminTables } from '../admin/tables'
import type { AdultVerificationTables } from '../adult-verification/tables'
import type { AnalyticsTables } from '../analytics/tables'
import type { ChannelsBillingTables } from '../channels/billing/tables'
import type { ChannelsTables } from '../channels/tables'
import type { ChatTables } from '../chat/tables'
import type { ContentTables } from '../content/tables'
import type { DirectChatTables } from '../direct-chat/tables'
import type { DiscordTables } from '../discord/tables'
import type { EmoticonsTables } from '../emoticons/tables'
import type { EncodingTables } from '../encoding/tables'
import type { LimitsTables } from '../limits/tables'
import type { LinksTables } from '../links/tables'
import type { LiveTables } from '../live/tables'
import type { NotificationsTables } from '../notifications/tables'
import type { RevenueTables } from '../revenue/tables'
import type { SignInTables } from '../sign-in/tables'
import type { StoriesTables } from '../stories/tables'
import type { UploadsTables } from '../uploads/tables'
import type { WalletTables } from '../wallet/tables'
import type { CoreTables } from './core-tables'

export type DB = CoreTables &
  AccountsTables &
  WalletTables &
  StoriesTables &
  ChatTables &
  ContentTables &
  NotificationsTables &
  UploadsTables &
  EncodingTables &
  ChannelsTables &
  RevenueTables &
  ChannelsBillingTables &
  EmoticonsTables &
  DiscordTables &
  LiveTables &
  LimitsTables &
  AdminTables &
  DirectChatTables &
  AnalyticsTables &
  LinksTables &
  AdultVerificationTables &
  SignInTables
