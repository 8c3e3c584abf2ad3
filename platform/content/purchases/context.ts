/** What every purchase use case works with: the database, the clock, the log and the ports. */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../../db'
import type { Clock } from '../../http'
import { PURCHASE_ERRORS } from './errors'
import type { PurchasesPorts } from './ports'

export interface PurchasesContext {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  /** Null on a server without a wallet: nothing can be bought. */
  ports: PurchasesPorts | null
}

export function requirePorts(context: PurchasesContext): PurchasesPorts {
  if (!context.ports) throw PURCHASE_ERRORS.unavailable()
  return context.ports
}
