/** What the encoding service's use cases take: its deps and its logger, built once. */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock, SessionUser } from '../http'
import type { ContentEncodingPort, ContentOwnersPort, EncodingSourcesPort } from './ports'
import type { EncoderReadiness } from './worker'

export interface EncodingServiceDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  owners?: ContentOwnersPort | undefined
  /** The uploads area's record of a store key, for requests (503 without it). */
  sources?: EncodingSourcesPort | undefined
  contents?: ContentEncodingPort | undefined
  readiness(): Promise<EncoderReadiness>
  /** Called after jobs are queued, so an idle worker starts at once. */
  onQueued?: () => void
}

export interface EncodingContext extends EncodingServiceDeps {
  /** The area's own logger (`area: encoding`). */
  log: Logger
}

export const isAdmin = (user: SessionUser) => user.roles.includes('admin')
