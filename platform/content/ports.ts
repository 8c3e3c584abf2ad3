import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { Database, DB } from '../db'
import type { Clock, SessionUser } from '../http'
import type { CampaignsPorts } from './campaigns/ports'
import type { ContentCommentItem } from './catalog/contract'
import type { ContentMediaPort } from './catalog/media'
import type { CommunityImagesPort } from './community/ports'
import type { EventsPorts } from './events/ports'
import type { FilesPorts } from './files/ports'
import type { GachaPorts } from './gacha/ports'
import type { HiddenItems } from './hidden'
import type { InteractionPorts } from './interaction/ports'
import type { PurchasesPorts } from './purchases/ports'
import type { ScenarioAssetsPort } from './scenarios/ports'
import type { CreatorDirectory } from './search/ports'
import type { ContentToolsPorts } from './tools/ports'

/** What the entitlement port is asked about one content. */
export interface EntitlementQuery {
  contentOid: string
  creatorOid: string
  /** Tier hashes that may view; empty means any subscriber or none. */
  viewableTiers: string[]
}

/**
 * Paid and tier-gated access beyond free, owner and admin: a purchase or a subscription
 * to one of the content's tiers. One answer per content asked, in order; null means none.
 * Until subscriptions exist the server answers from tier definitions with no subscribers.
 */
export interface EntitlementPort {
  find(
    userOid: string,
    contents: readonly EntitlementQuery[],
  ): Promise<Array<'purchased' | 'subscriber' | null>>
}

/** Public user fields the content area shows or checks (creators, co-creators). */
export interface UserDirectoryPort {
  findUsers(userOids: readonly string[]): Promise<Array<{ oid: string; nickname: string }>>
}

/**
 * The illegal-downloader rule: a detected account is answered 444 (warned) or 999
 * (suspended) on content fetches, which clients show as the IllegalDownloader screen.
 */
export interface IllegalDownloadsPort {
  check(user: SessionUser | null): Promise<null | 444 | 999>
}

/** A content's comments, for GET /content with withComments, without the reader's blocked ones. */
export interface ContentCommentsPort {
  list(
    contentOid: string,
    hidden: { hideUserOids: readonly string[]; hideCommentOids: readonly string[] },
  ): Promise<ContentCommentItem[]>
}

/** What a user has blocked (the interaction capability's `hiddenFor`), for lists and comments. */
export interface HiddenItemsPort {
  hiddenFor(userOid: string | null): Promise<HiddenItems>
}

/** Told of each counted view (once per viewer in 30 minutes), for the creator's analytics. */
export interface ContentViewsPort {
  counted(view: {
    contentOid: string
    creatorOid: string
    /** The signed-in viewer, or null for a guest device. */
    userOid: string | null
    viewerKey: string
    at: Date
  }): Promise<void>
}

/** What the content area needs from the rest of the server; wired in server/context/. */
export interface ContentDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  /** Purchases and subscriptions; without it paid and tier-only contents open to no one but their makers. */
  entitlements?: EntitlementPort
  users?: UserDirectoryPort
  illegalDownloads?: IllegalDownloadsPort
  comments?: ContentCommentsPort
  /** The object store, for entitled viewers' signed playback addresses and the media route. */
  media?: ContentMediaPort
  /** Blocks; the area wires its own interaction capability when the server hands in none. */
  hidden?: HiddenItemsPort
  /** Comments (chat) and accounts, for likes, blocks, reports and the illegal-downloader rule. */
  interaction?: InteractionPorts
  /** The wallet, stories, notifications and accounts, for purchases, gifts and the creator list. */
  purchases?: PurchasesPorts
  /** Counted views, for analytics; a failure there never fails the view. */
  views?: ContentViewsPort
  /** Creators by nickname and language, for search; without it creator languages read as content languages. */
  creators?: CreatorDirectory
  /** The wallet's inventory, for the reward events' items. */
  events?: EventsPorts
  /** The wallet's inventory, for file coupons that open a file. */
  files?: FilesPorts
  /** The uploads area's public images, for community posts; without it posts take no images. */
  communityImages?: CommunityImagesPort
  /** Subscribers, followers and notifications, for an admin's resend of a publish notification. */
  tools?: ContentToolsPorts
  /** The wallet's holds, for campaigns' contributions; without it contributions fail. */
  campaigns?: CampaignsPorts
  /** The wallet's gacha pull and the draw's secret; without it pulls fail. */
  gacha?: GachaPorts
  /** The creator's uploads a scenario's pages show; without it pages show no media. */
  scenarioAssets?: ScenarioAssetsPort
  /** Signs scenario pages' media addresses. */
  scenarioSecret?: string
  /** The real-time bus's transport for multiplay rooms; without it rooms reach this instance only. */
  scenarioRealtime?: { database: Database; redisUrl?: string | undefined }
  /** Channel-manager mode (accounts): the channel a session may act for; without it nobody acts for a channel. */
  channelActing?: ChannelActingPort
}

/** The channel the caller's signed-in session may act for now (channel-manager mode), or null. */
export interface ChannelActingPort {
  actingChannel(user: SessionUser, sessionId: string | null): Promise<string | null>
}
