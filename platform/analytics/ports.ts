import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock, SessionUser } from '../http'

/** What the analytics area needs from the server; wired in server/context/. */
export interface AnalyticsDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  /** The sampling rule's seed: the same seed keeps the same loads' client ids. */
  sampleSeed?: string
  /** A creator's contents (the content area's catalog), for their page-view figure. */
  creatorContents?: CreatorContentsPort
}

export interface CreatorContentsPort {
  contentOidsOf(creator: SessionUser): Promise<string[]>
}
