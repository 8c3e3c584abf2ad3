/** Notifications area: a user's notification list (kept to 100) and settings under `/api/account`. */
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { AppEnv, AreaMount, Clock } from '../http'

export interface NotificationsDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
}

export function createNotifications(_deps: NotificationsDeps): {
  service: object
  mounts: AreaMount[]
} {
  return { service: {}, mounts: [{ prefix: '/account', routes: new Hono<AppEnv>() }] }
}

export { notificationsMigrations } from './migrations'
export type { NotificationsTables } from './tables'
