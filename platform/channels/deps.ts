import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock } from '../http'
import type { ChannelUsersPort, ContentDatesPort, DonationWalletPort, TierIconsPort } from './ports'

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
