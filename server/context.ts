import pino, { type Logger } from 'pino'
import { type AccountsArea, createAccounts } from '../platform/accounts'
import { type Database, migrateToLatest, openDatabase } from '../platform/db'
import { type AreaMount, type Clock, systemClock } from '../platform/http'
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../platform/mail'
import type { Config } from './config'

export const VERSION = '0.1.0'

/** Everything a running server holds: the composition root's product. */
export interface ServerContext {
  version: string
  config: Config
  logger: Logger
  clock: Clock
  database: Database
  mailer: Mailer
  accounts: AccountsArea
  /** Sub-apps mounted under /api, in order. */
  areas: AreaMount[]
  /** Folder of the Vite build, or null to serve the API only. */
  webRoot: string | null
  close(): Promise<void>
}

export interface ContextOverrides {
  logger?: Logger
  database?: Database
  mailer?: Mailer
  clock?: Clock
  webRoot?: string | null
}

/** Opens the database, migrates it and builds every area. */
export async function createServerContext(
  config: Config,
  overrides: ContextOverrides = {},
): Promise<ServerContext> {
  const logger = overrides.logger ?? pino({ level: config.logLevel })
  const clock = overrides.clock ?? systemClock
  const database =
    overrides.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }))
  await migrateToLatest(database.db)
  const mailer =
    overrides.mailer ??
    (config.mail.smtpUrl
      ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
      : createOutboxMailer(config.mail.outboxDir, config.mail.from))

  const accounts = createAccounts({
    db: database.db,
    mailer,
    logger,
    clock,
    settings: {
      publicUrl: config.publicUrl ?? `http://${config.host}:${config.port}`,
      sessionDays: config.sessionDays,
      guestFreeChats: config.guestFreeChats,
      blockedEmailDomains: config.blockedEmailDomains,
      argon2: config.argon2,
    },
  })

  return {
    version: VERSION,
    config,
    logger,
    clock,
    database,
    mailer,
    accounts,
    areas: [...accounts.mounts],
    webRoot: overrides.webRoot === undefined ? null : overrides.webRoot,
    async close() {
      await database.close()
    },
  }
}
