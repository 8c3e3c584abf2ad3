/** Notifications area: a user's notification list (kept to 100) and settings under `/api/account`. */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { AreaMount, Clock } from '../http'
import { notificationRoutes } from './routes'
import { createNotificationsService, type NotificationsService } from './service'

export interface NotificationsDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
}

export interface NotificationsArea {
  service: NotificationsService
  mounts: AreaMount[]
}

export function createNotifications(deps: NotificationsDeps): NotificationsArea {
  const service = createNotificationsService(deps)
  return { service, mounts: [{ prefix: '/account', routes: notificationRoutes(service) }] }
}

export {
  isNotificationKind,
  NOTIFICATION_KINDS,
  type NotificationKind,
  notificationText,
} from './kinds'
export { notificationsMigrations } from './migrations'
export {
  NOTIFICATIONS_KEPT,
  type NotificationSettings,
  type NotificationsService,
  type NotificationView,
} from './service'
export type { NotificationsTables } from './tables'
