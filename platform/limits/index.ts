/**
 * Limits area: the attempt budgets behind every rate limit and attempt counter (logins,
 * 2FA tickets, sign-up codes, live passwords, live chat's flood control, the routes' rate
 * limits), kept where every server instance sees them: the database, or Redis when
 * `REDIS_URL` is set (docs/SECURITY.md, docs/CONFIGURATION.md).
 */
import type { Logger } from 'pino'
import type { Database } from '../db'
import { createDatabaseLimitStore } from './database-store'
import { createRedisLimitStore } from './redis-store'
import type { LimitStore } from './store'

export interface LimitsArea {
  service: LimitStore
}

export async function createLimits(deps: {
  database: Database
  clock: { now(): Date }
  logger: Logger
  /** Budgets in Redis when set, else in the database. */
  redisUrl?: string | undefined
}): Promise<LimitsArea> {
  const service = deps.redisUrl
    ? await createRedisLimitStore({ url: deps.redisUrl, clock: deps.clock, logger: deps.logger })
    : createDatabaseLimitStore({ db: deps.database.db, clock: deps.clock })
  return { service }
}

export { clientAddress } from './client-address'
export { createDatabaseLimitStore } from './database-store'
export { limitsMigrations } from './migrations'
export {
  type BucketPolicy,
  type LimitPolicy,
  type LockoutPolicy,
  type Reservation,
  retryAfterSeconds,
  type WindowPolicy,
} from './policy'
export { createRedisLimitStore } from './redis-store'
export type { LimitStore } from './store'
export type { LimitsTables } from './tables'
