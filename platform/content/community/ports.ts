import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { Clock } from '../../http'
import type { PollsService } from '../polls'
import type {
  ChannelActingPort,
  ContentCommentsPort,
  EntitlementPort,
  HiddenItemsPort,
} from '../ports'

/** The uploads area's images: the public address of each of the owner's ready public images. */
export interface CommunityImagesPort {
  publicUrls(ownerOid: string, keys: readonly string[]): Promise<Array<string | null>>
}

export interface CommunityDeps {
  db: Kysely<DB>
  clock: Clock
  /** Subscribers of a post's tiers (the channels area); without it tier posts open to their creator only. */
  entitlements?: EntitlementPort | undefined
  /** The comment system's comments of a post (chat area). */
  comments?: ContentCommentsPort | undefined
  hidden: HiddenItemsPort
  /** Without it a post takes no images. */
  images?: CommunityImagesPort | undefined
  polls: Pick<PollsService, 'viewsFor' | 'create' | 'removeWith'>
  /** Channel-manager mode: a manager acting for a channel posts, pins and deletes its posts. */
  channelActing?: ChannelActingPort | undefined
}
