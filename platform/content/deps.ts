import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock } from '../http'

/** What the content area needs from the rest of the server; wired in server/context.ts. */
export interface ContentDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
}
