/** What the channels area needs from other areas and offers them; wired in server/context/. */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock } from '../http'

/** A user as the channels area sees one (from accounts). */
export interface ChannelUser {
  oid: string
  nickname: string
  customUrl: string | null
  isCreator: boolean
}

export interface ChannelUsersPort {
  findUsers(userOids: readonly string[]): Promise<ChannelUser[]>
  findByCustomUrl(customUrl: string): Promise<ChannelUser | null>
  /** Accounts' custom URL rule; throws 'This URL is not available' (invalid or taken). */
  setCustomUrl(userOid: string, customUrl: string): Promise<{ customUrl: string }>
  /** Adds the 'creator' role (kept with the user's other roles). */
  grantCreatorRole(userOid: string): Promise<void>
}

/** One subscription event, as Discord role sync and revenue hear it. */
export interface SubscriptionEvent {
  subscriptionOid: string
  userOid: string
  creatorOid: string
  tierHash: string
  kind: 'free' | 'paid'
}

/**
 * Listeners of subscription changes. Called after the change is committed; a listener's
 * failure is logged and never undoes the change.
 */
export interface SubscriptionListener {
  onSubscribed?(event: SubscriptionEvent): Promise<void> | void
  /** Cancellation requested (access lasts until the period end). */
  onUnsubscribed?(event: SubscriptionEvent): Promise<void> | void
  /** Access ended (period end passed after a cancellation, or billing ended it). */
  onEnded?(event: SubscriptionEvent): Promise<void> | void
}

/** The content and story-chat ports' question: one content. */
export interface EntitlementQuery {
  contentOid: string
  creatorOid: string
  /** Tier hashes that may view; empty means any subscriber. */
  viewableTiers?: readonly string[]
  /** When the content was published or uploaded (the streak rule); null when unknown. */
  uploadedAt?: Date | null
}

/** The icon's image as stored by the assets area: type and size, or null when no such asset. */
export interface TierIconsPort {
  probe(address: string): Promise<{ type: string; width: number; height: number } | null>
}

/** A donation as one wallet ledger transaction (type `donation`), idempotent by its key. */
export interface DonationWalletPort {
  donate(input: {
    key: string
    fromUserOid: string
    toUserOid: string
    coins: number
    metadata: Record<string, unknown>
  }): Promise<{ transactionOid: string; replayed: boolean; createdAt: Date }>
}

/** When contents were published (the streak rule), asked only for streak subscribers. */
export interface ContentDatesPort {
  publishedAt(contentOids: readonly string[]): Promise<Map<string, Date | null>>
}

export interface ChannelsDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  users: ChannelUsersPort
  /** Tier icons (64x64 PNG) are assets; without the port an icon is refused. */
  icons?: TierIconsPort | undefined
  /** Donations move coins through the wallet; without it POST /account/donate answers 503. */
  wallet?: DonationWalletPort | undefined
  /** Contents' publication dates for streak tiers; without it a streak tier sees every tier content. */
  contentDates?: ContentDatesPort | undefined
  /** Whether the creator sells a live ticket now (live); spec §5: exclusive with a free tier. */
  liveTickets?: { selling(creatorOid: string): Promise<boolean> } | undefined
}
