/**
 * What every use case of the catalog works with: the deps handed in, and what the service
 * builds once from them (playback signing, the scheduled-publishing check's next time).
 */
import type { Kysely, Transaction } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../../db'
import type { Clock } from '../../http'
import type {
  ContentCommentsPort,
  ContentViewsPort,
  EntitlementPort,
  HiddenItemsPort,
  IllegalDownloadsPort,
  UserDirectoryPort,
} from '../ports'
import { type ContentMediaPort, playbackAddresses } from './media'

export interface CatalogDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  entitlements: EntitlementPort | null
  users: UserDirectoryPort | null
  illegalDownloads: IllegalDownloadsPort | null
  comments: ContentCommentsPort | null
  /** The object store for playback; without it recorded media addresses are answered as they are. */
  media?: ContentMediaPort | null
  /** The viewer's blocks; without it nothing is hidden. */
  hidden?: HiddenItemsPort | null
  /** Told of counted views (analytics). */
  views?: ContentViewsPort | null
}

/** Signs a content's recorded media addresses for playback. */
export type PlaybackSigner = (contentOid: string) => (address: string) => string

export interface CatalogContext extends CatalogDeps {
  /** Null without an object store: recorded addresses are answered as they are. */
  play: PlaybackSigner | null
  /** When list reads next run the scheduled-publishing check (epoch ms, by the clock). */
  schedule: { nextDueCheck: number }
}

export type Executor = Kysely<DB> | Transaction<DB>

export function createCatalogContext(deps: CatalogDeps): CatalogContext {
  return {
    ...deps,
    // Viewers who may view get playback addresses signed for the content (catalog/media.ts).
    play: deps.media ? playbackAddresses(deps.media, deps.clock) : null,
    schedule: { nextDueCheck: 0 },
  }
}
