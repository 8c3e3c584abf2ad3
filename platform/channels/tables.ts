/** Tables owned by the channels area (see migrations.ts). Other areas read them, never rename columns. */
import type { ColumnType, JSONColumnType } from 'kysely'
import type { TierTranslations } from './contract'

export type PartnerLevel = 'partner' | 'free' | 'standard' | 'plus'
export type ChannelTabName =
  | 'home'
  | 'videos'
  | 'chat'
  | 'files'
  | 'community'
  | 'gacha'
  | 'replay'
  | 'campaigns'
  | 'liveDonation'
  | 'clips'
export interface ChannelTabSetting {
  tab: ChannelTabName
  visible: boolean
}
export type SocialNetwork =
  | 'x'
  | 'youtube'
  | 'instagram'
  | 'tiktok'
  | 'facebook'
  | 'twitch'
  | 'discord'
  | 'pixiv'
export type SocialLinks = Partial<Record<SocialNetwork, string>>

export type SubscriptionKind = 'free' | 'paid'
export type SubscriptionState = 'subscribed' | 'cancel_requested' | 'cancelled'

export interface ChannelProfilesTable {
  creator_oid: string
  /** Set once both term agreements are given: the creator registration. */
  registered_at: Date | null
  terms_agreed_at: Date | null
  fee_terms_agreed_at: Date | null
  partner_level: ColumnType<PartnerLevel, PartnerLevel | undefined, PartnerLevel>
  tabs: JSONColumnType<ChannelTabSetting[]>
  social_links: JSONColumnType<SocialLinks>
  hide_fan_list: ColumnType<boolean, boolean | undefined, boolean>
  hide_coin_amounts: ColumnType<boolean, boolean | undefined, boolean>
  intro: ColumnType<string, string | undefined, string>
  created_at: ColumnType<Date, Date, never>
  updated_at: Date
}

export interface ChannelTiersTable {
  tier_hash: string
  creator_oid: string
  /** 0 = lowest tier; the emoticon use level and "higher tiers see lower tiers' content". */
  position: number
  name: string
  details: string
  /** Monthly fee in coins (10 coins = 1 USD). */
  price: number
  /** numeric: read back as text by both drivers. */
  price_usd: ColumnType<string, string | number, string | number>
  price_jpy: number
  price_krw: number
  icon_url: string | null
  /** Streak: content is viewable only if uploaded after the subscription month began. */
  streak: boolean
  is_free: boolean
  /** The name and details in other languages (JSON); the columns above are the creator's own. */
  translations: ColumnType<TierTranslations, string | undefined, string>
  created_at: ColumnType<Date, Date, never>
  updated_at: Date
  deleted_at: Date | null
}

export interface ChannelSubscriptionsTable {
  oid: string
  user_oid: string
  creator_oid: string
  tier_hash: string
  kind: SubscriptionKind
  state: SubscriptionState
  started_at: Date
  /** 1st of the month (UTC) of the period paid or granted. */
  period_start: Date
  /** 1st of the next month (UTC): access lasts until then. */
  period_end: Date
  cancel_requested_at: Date | null
  cancelled_at: Date | null
  card_oid: string | null
  currency: string | null
  amount: ColumnType<string | null, string | number | null, string | number | null>
  created_at: ColumnType<Date, Date, never>
  updated_at: Date
}

/** What a fan gave a creator (fan ranking, last 30 days); keyed by the ledger transaction. */
export interface ChannelFanEventsTable {
  source_key: string
  creator_oid: string
  user_oid: string
  kind: 'donation' | 'purchase' | 'subscription'
  coins: number
  occurred_at: Date
}

/** Who follows a channel (free, no tier): one row per follower. */
export interface ChannelFollowsTable {
  creator_oid: string
  user_oid: string
  created_at: Date
}

export interface ChannelsTables {
  channel_fan_events: ChannelFanEventsTable
  channel_follows: ChannelFollowsTable
  channel_profiles: ChannelProfilesTable
  channel_tiers: ChannelTiersTable
  channel_subscriptions: ChannelSubscriptionsTable
}
