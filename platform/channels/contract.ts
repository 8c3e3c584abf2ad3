/**
 * The channels area's HTTP contract: request and response types and the route list, imported
 * as types by the player and the studio. Account-side calls mount under `/api/account`, the
 * public channel and fan list under `/api/content` (docs/CHANNELS.md).
 */
import type { Currency } from '../payments'
import type {
  ChannelTabName,
  ChannelTabSetting,
  PartnerLevel,
  SocialLinks,
  SocialNetwork,
  SubscriptionKind,
  SubscriptionState,
} from './tables'

export type {
  ChannelTabName,
  ChannelTabSetting,
  PartnerLevel,
  SocialLinks,
  SocialNetwork,
  SubscriptionKind,
  SubscriptionState,
}

/** Every tab a channel can show, in the default order. */
export const CHANNEL_TABS: readonly ChannelTabName[] = [
  'home',
  'videos',
  'chat',
  'files',
  'community',
  'gacha',
  'replay',
  'campaigns',
  'liveDonation',
  'clips',
]

export const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
  'x',
  'youtube',
  'instagram',
  'tiktok',
  'facebook',
  'twitch',
  'discord',
  'pixiv',
]

export const PARTNER_LEVELS: readonly PartnerLevel[] = ['partner', 'free', 'standard', 'plus']

// ---- creator registration and channel settings ----

export interface CreatorRegisterRequest {
  /** Terms of usage. */
  agreeTerms: boolean
  /** Fee terms. */
  agreeFeeTerms: boolean
  /** Optional: set the custom URL in the same step (letters, numbers, hyphen, underscore). */
  customUrl?: string
}

/** The creator's own view of their channel (studio channel settings). */
export interface ChannelSettingsView {
  creatorOid: string
  nickname: string
  customUrl: string | null
  registered: boolean
  registeredAt: string | null
  partnerLevel: PartnerLevel
  tabs: ChannelTabSetting[]
  socialLinks: SocialLinks
  hideFanList: boolean
  hideCoinAmounts: boolean
  intro: string
  /** Why the channel is hidden from the public (empty when complete). */
  incomplete: Array<'registration' | 'nickname' | 'customUrl'>
}

export interface ChannelSettingsRequest {
  /** The whole ordered list; every tab once; 'home' stays visible. */
  tabs?: ChannelTabSetting[]
  /** Each a https URL on that network's host; '' or null removes it. */
  socialLinks?: Partial<Record<SocialNetwork, string | null>>
  hideFanList?: boolean
  hideCoinAmounts?: boolean
  intro?: string
  /** Set (or change) the custom URL; the same rules as POST /account/customUrl. */
  customUrl?: string
}

export interface PartnerLevelRequest {
  creatorOid: string
  partnerLevel: PartnerLevel
}

// ---- public channel (/c/{customUrl}, /creatorhome/{oid}) ----

export interface PublicChannelView {
  creatorOid: string
  nickname: string
  customUrl: string | null
  partnerLevel: PartnerLevel
  intro: string
  /** Visible tabs only, in the creator's order. */
  tabs: ChannelTabName[]
  socialLinks: SocialLinks
  hideFanList: boolean
  hideCoinAmounts: boolean
  tiers: TierView[]
  subscriberCount: number
  /** Followers (free, no tier) and whether the viewer is one. */
  followerCount: number
  following: boolean
  /** The viewer's own live subscription to this channel, if any. */
  mySubscription: SubscriptionView | null
  isMine: boolean
}

/** A channel's followers as the viewer sees them, after a follow or an unfollow. */
export interface FollowView {
  creatorOid: string
  following: boolean
  followerCount: number
}

// ---- tiers ----

/** A tier's name and details in a reader's language; missing ones fall back to the creator's own. */
export type TierTranslations = Partial<
  Record<'en' | 'ko' | 'jp' | 'es', { name?: string; details?: string }>
>

export interface TierView {
  tierHash: string
  creatorOid: string
  position: number
  name: string
  details: string
  price: number
  price_usd: number
  price_jpy: number
  price_krw: number
  icon: string | null
  streak: boolean
  isFree: boolean
  /** The name and details in other languages (the studio's translations). */
  translations: TierTranslations
}

export interface TierInput {
  name: string
  details?: string
  price?: number
  price_usd?: number
  price_jpy?: number
  price_krw?: number
  /** An address the uploads/assets area answered for a 64x64 PNG. */
  icon?: string | null
  streak?: boolean
  isFree?: boolean
  /** Replaces the tier's translations (empty texts are dropped). */
  translations?: TierTranslations
}

export type ModifyTiersRequest =
  /** Appends a tier at the top (highest position). */
  | { mode: 'push'; tier: TierInput }
  | { mode: 'update'; tierHash: string; tier: Partial<TierInput> }
  | { mode: 'remove'; tierHash: string }
  /** Swaps the positions of two tiers. */
  | { mode: 'swap'; tierHash: string; otherTierHash: string }

export interface TiersResponse {
  creatorOid: string
  tiers: TierView[]
}

// ---- subscriptions ----

export interface SubscriptionView {
  subscriptionOid: string
  creatorOid: string
  creatorNickname: string
  creatorCustomUrl: string | null
  tierHash: string
  /** The creator's own name; `tierTranslations` has it in the readers' languages. */
  tierName: string
  tierTranslations: TierTranslations
  tierPosition: number
  kind: SubscriptionKind
  state: SubscriptionState
  startedAt: string
  periodStart: string
  /** Access lasts until this instant (1st of next month, UTC). */
  periodEnd: string
  cancelRequestedAt: string | null
  cancelledAt: string | null
  price: number
  currency: string | null
  amount: number | null
}

export interface SubscribeFreeRequest {
  creatorOid: string
  tierHash: string
}

export interface UnsubscribeRequest {
  creatorOid: string
}

export interface SubscriptionResponse {
  subscription: SubscriptionView
}

export interface MySubscriptionsResponse {
  subscriptions: SubscriptionView[]
}

export interface SubscribersResponse {
  subscribers: Array<{ userOid: string; nickname: string; tierHash: string; since: string }>
}

// ---- donations and fans ----

export interface DonateRequest {
  creatorOid: string
  /** Whole coins, at least 10. */
  coins: number
  message?: string
  /** Client-made idempotency key: a retry with the same key moves nothing twice. */
  requestId: string
}

export interface DonateResponse {
  transactionOid: string
  coins: number
  creatorOid: string
  replayed: boolean
}

export interface FanEntry {
  rank: number
  userOid: string
  nickname: string
  /** Null when the creator hides coin amounts and the viewer is not the creator (or an admin). */
  coins: number | null
  /** Subscription ranking only: days subscribed in all (cumulative); null in the fan ranking. */
  subscribedDays: number | null
}

export interface FanListResponse {
  creatorOid: string
  type: 'fan' | 'subscription'
  /** True when hidden by the creator (empty list for others). */
  hidden: boolean
  fans: FanEntry[]
}

/** POST /payment/subscription/ready: where the buyer goes to pay the first month. */
export interface SubscriptionReadyAnswer {
  paymentOid: string
  subscriptionOid: string
  status: string
  /** The provider's page, or /subscribe/success when a card paid at once. */
  redirectUrl: string | null
  successUrl: string
  failUrl: string
  periodEnd: string
  /** What is charged now (minor units): the days left of the month (docs/SUBSCRIPTIONS.md). */
  amount: number
  days: number
  monthDays: number
  /** The first renewal, at the full monthly price. */
  nextChargeAt: string
  nextAmount: number
}

/** POST /payment/subscription/confirm: the payment's outcome and the subscription it made. */
export interface SubscriptionConfirmAnswer {
  paymentOid: string
  status: string
  redirectUrl: string | null
  subscription: {
    subscriptionOid: string
    creatorOid: string
    tierHash: string
    state: string
    periodStart: string
    periodEnd: string
  } | null
}

/**
 * GET /payment/subscription/change: what changing a paid subscription's tier does now
 * (docs/SUBSCRIPTIONS.md "Tier changes"): an upgrade charges the difference for the days
 * left, a downgrade waits for the renewal, `keep` takes a pending downgrade back.
 */
export interface TierChangeQuote {
  kind: 'upgrade' | 'downgrade' | 'switch' | 'keep'
  fromTierHash: string
  tierHash: string
  /** A downgrade asked this month: the tier the next renewal moves to. */
  pendingTierHash: string | null
  currency: Currency
  /** Charged now, minor units (0 unless an upgrade). */
  amount: number
  amountText: string
  /** Days of the month the charge covers, of `monthDays`. */
  days: number
  monthDays: number
  /** When the tier applies: now, or at the next renewal (`nextChargeAt`). */
  applies: 'now' | 'renewal'
  nextChargeAt: string
  /** The next renewal's price, minor units. */
  nextAmount: number
  nextAmountText: string
}

/** POST /payment/subscription/change: the change made. */
export interface TierChangeAnswer extends TierChangeQuote {
  /** The subscription's tier now, and from the next renewal. */
  currentTierHash: string
  nextTierHash: string
  paymentOid: string | null
}

/** Every route of the area; paths relative to `/api`. */
export interface ChannelsRoutes {
  'POST /account/creator/register': {
    request: CreatorRegisterRequest
    response: ChannelSettingsView
  }
  'GET /account/channel/settings': { request: Record<string, never>; response: ChannelSettingsView }
  'POST /account/channel/settings': {
    request: ChannelSettingsRequest
    response: ChannelSettingsView
  }
  'GET /account/admin/channel/settings': {
    request: { creatorOid: string }
    response: ChannelSettingsView
  }
  'POST /account/admin/channel/settings': {
    request: ChannelSettingsRequest & { creatorOid: string }
    response: ChannelSettingsView
  }
  'POST /account/admin/channel/partner-level': {
    request: PartnerLevelRequest
    response: ChannelSettingsView
  }
  'GET /content/channel': {
    request: { customUrl?: string; oid?: string }
    response: PublicChannelView
  }
  'GET /account/subscription_tiers': { request: { creatorOid: string }; response: TiersResponse }
  'POST /account/modify/subscription_tiers': {
    request: ModifyTiersRequest
    response: TiersResponse
  }
  'POST /account/follow': {
    request: { creatorOid: string; follow: boolean }
    response: FollowView
  }
  'POST /account/subscribefree': { request: SubscribeFreeRequest; response: SubscriptionResponse }
  'POST /account/unsubscribe': { request: UnsubscribeRequest; response: SubscriptionResponse }
  'POST /account/unsubscribe/revoke': {
    request: UnsubscribeRequest
    response: SubscriptionResponse
  }
  'GET /account/subscriptions': {
    /** The callers' cache key: a new value skips the browser's cached answer. */
    request: { v?: string }
    response: MySubscriptionsResponse
  }
  'GET /account/channel/subscribers': {
    request: Record<string, never>
    response: SubscribersResponse
  }
  'POST /account/donate': { request: DonateRequest; response: DonateResponse }
  'GET /content/fanlist': {
    request: { creatorOid: string; type?: 'fan' | 'subscription'; count?: number }
    response: FanListResponse
  }
  'POST /payment/subscription/ready': {
    request: {
      creatorOid: string
      tierHash: string
      currency?: Currency
      cardOid?: string
      /** A creator's tier coupon: the first month's price. */
      couponCode?: string
      /** Payment needs the viewer's agreement to the terms (document 2 §5). */
      agreeTerms?: boolean
    }
    response: SubscriptionReadyAnswer
  }
  'POST /payment/subscription/confirm': {
    request: { paymentOid: string }
    response: SubscriptionConfirmAnswer
  }
  'GET /payment/subscription/change': {
    request: { creatorOid: string; tierHash: string }
    response: TierChangeQuote
  }
  'POST /payment/subscription/change': {
    request: { creatorOid: string; tierHash: string }
    response: TierChangeAnswer
  }
}
