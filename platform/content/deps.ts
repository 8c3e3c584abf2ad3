import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock } from '../http'
import type { InteractionPorts } from './interaction/ports'
import type { PurchasesPorts } from './purchases/ports'

/** What the content area needs from the rest of the server; wired in server/context.ts. */
export interface ContentDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  /** The wallet, stories, notifications and accounts, for purchases, gifts and the creator list. */
  purchases?: PurchasesPorts
  /** Comments (chat) and accounts, for likes, blocks, reports and the illegal-downloader rule. */
  interaction?: InteractionPorts
}
