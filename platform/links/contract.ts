/**
 * Linked platforms (X, Twitch, YouTube): the wire types and texts the front ends read.
 * Spec: doc 1 "Platform" calls, doc 2 "Platform linking" texts, doc 3 "Twitter link/rewards".
 */

export const LINK_PLATFORMS = ['twitter', 'twitch', 'youtube'] as const
export type LinkPlatform = (typeof LINK_PLATFORMS)[number]
/** The platforms whose live chat multichat merges and whose streams the studio shows. */
export const STREAM_PLATFORMS = ['twitch', 'youtube'] as const
export type StreamPlatform = (typeof STREAM_PLATFORMS)[number]

/** Spec texts (doc 2 "Platform linking"), reproduced exactly. */
export const ALREADY_LINKED_TEXT = 'Twitch or YouTube account already linked'
export const CONNECTION_CANCELLED_TEXT = 'connection cancelled'
export const LINKING_ERROR_TEXT = 'Linking error'
/** Doc 3 "Twitter link": at least 100 followers; one X account links to only one account. */
export const X_MIN_FOLLOWERS = 100
export const X_TOO_FEW_FOLLOWERS_TEXT = 'At least 100 followers are needed to link an X account.'
export const X_TAKEN_TEXT = 'This X account is already linked to another account.'

/** Doc 3 "Twitter rewards": 100 followers gives 100 coins; 500 gives 500 coins (highest first). */
export const X_REWARD_TIERS = [
  { followers: 500, coins: 500 },
  { followers: 100, coins: 100 },
] as const

/** How a link attempt ended: the query the browser comes back with (`?platformLink=`). */
export const LINK_RESULTS = [
  'linked',
  'cancelled',
  'failed',
  'taken',
  'too_few_followers',
  'expired',
] as const
export type LinkResult = (typeof LINK_RESULTS)[number]

export interface PlatformLinkView {
  platform: LinkPlatform
  externalId: string
  handle: string
  displayName: string
  followers: number
  linkedAt: string
}

/** `GET /platform`: the caller's links, which platforms this server offers, the X reward. */
export interface PlatformsAnswer {
  available: Record<LinkPlatform, boolean>
  links: PlatformLinkView[]
  /** Coins paid for the linked X account (0 when none was). */
  xRewardCoins: number
  /** Multichat on for the caller's stream on air (false when off air). */
  multichat: boolean
}

/** `GET /platform/{p}/auth`: the provider's consent page for a one-time state. */
export interface LinkStartAnswer {
  url: string
  expiresAt: string
}

export interface PlatformViewers {
  platform: StreamPlatform
  live: boolean
  viewers: number
}

/** `GET /platform/viewer`: the creator's linked streams and their viewers right now. */
export interface ViewerAnswer {
  platforms: PlatformViewers[]
}

/** `GET /platform/livestream/thumbnail`: the linked stream's picture while it is live. */
export interface ThumbnailAnswer {
  platform: StreamPlatform | null
  thumbnailUrl: string | null
}

/** `POST /update/multichat`. */
export interface MultichatAnswer {
  streamOid: string
  multichat: boolean
}

/** The routes the front ends call; paths relative to `/api`. */
export interface LinksRoutes {
  'GET /platform': { request: Record<string, never>; response: PlatformsAnswer }
  'GET /platform/viewer': { request: Record<string, never>; response: ViewerAnswer }
  'GET /platform/livestream/thumbnail': {
    request: { creatorOid: string }
    response: ThumbnailAnswer
  }
  'GET /platform/:platform/auth': {
    request: { platform: LinkPlatform; returnTo?: string }
    response: LinkStartAnswer
  }
  'POST /platform/:platform/delete': {
    request: { platform: LinkPlatform }
    response: { platform: LinkPlatform; linked: false }
  }
  'POST /update/multichat': { request: { multichat: boolean }; response: MultichatAnswer }
}
