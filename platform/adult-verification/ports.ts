/** What the adult-verification area needs from others and the server; wired in server/context/. */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock } from '../http'
import type { YotiSettings } from './settings'
import type { YotiAgeApi } from './yoti-api'

/** The adult flag belongs to accounts: set only through its service. */
export interface AdultVerificationAccountsPort {
  markAdultVerified(userOid: string): Promise<unknown>
}

export interface AdultVerificationDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  settings: YotiSettings | null
  /** The port to Yoti; null when not configured. */
  api: YotiAgeApi | null
  accounts: AdultVerificationAccountsPort
  /** The server's public address: Yoti returns the browser to `/yoti-callback` on it. */
  publicUrl: string
}
