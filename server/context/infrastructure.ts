import pino, { type Logger } from 'pino'
import { type Database, migrateToLatest, openDatabase } from '../../platform/db'
import { type Clock, startingClock, systemClock } from '../../platform/http'
import { createLimits, type LimitStore } from '../../platform/limits'
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../../platform/mail'
import { allMigrations } from '../../platform/migrations'
import type { Config } from '../config'
import { storedSecret } from './secret'
import type { ContextOverrides } from './server-context'

/** What every area is built on: the server's own services, each made once. */
export interface Infrastructure {
  config: Config
  logger: Logger
  clock: Clock
  database: Database
  limits: LimitStore
  mailer: Mailer
  /** Signs links and tokens: the configured one, or the one kept in the database. */
  secret: string
  /** The address users reach the site at (mails, payment returns, Discord). */
  publicUrl: string
  /** Flushes the log written here, last of all on close. */
  flushLog(): void
}

/** Opens the log, the database (migrated) and the attempt budgets; picks the mailer. */
export async function openInfrastructure(
  config: Config,
  overrides: ContextOverrides,
): Promise<Infrastructure> {
  // Asynchronous writes: a slow log reader must never stall request handling.
  const logDestination = overrides.logger
    ? null
    : pino.destination({ dest: config.logFile ?? 1, sync: false, mkdir: true })
  const logger = overrides.logger ?? pino({ level: config.logLevel }, logDestination ?? undefined)
  const clock =
    overrides.clock ?? (config.clockStart ? startingClock(config.clockStart) : systemClock)
  const database =
    overrides.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteThread: config.pgliteThread,
      pgliteSharedBuffers: config.pgliteSharedBuffers,
      onConnectionError: (error) =>
        logger.warn({ err: error }, 'database connection ended by the server; reconnecting'),
    }))
  await migrateToLatest(database.db, allMigrations)
  // Budgets in Redis with REDIS_URL (refusing to start if it does not answer), else in the database.
  const limits = (await createLimits({ database, clock, logger, redisUrl: config.redisUrl }))
    .service
  const mailer =
    overrides.mailer ??
    (config.mail.smtpUrl
      ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
      : createOutboxMailer(config.mail.outboxDir, config.mail.from))
  return {
    config,
    logger,
    clock,
    database,
    limits,
    mailer,
    secret: config.secret ?? (await storedSecret(database)),
    publicUrl: config.publicUrl ?? `http://${config.host}:${config.port}`,
    flushLog: () => logDestination?.flushSync(),
  }
}
