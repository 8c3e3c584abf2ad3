/** Notifications area: a user's notification list (kept to 100) and settings under `/api/account`. */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { AreaMount, Clock } from '../http'
import type { PushAudiencePort } from './admin-push'
import { adminNotificationRoutes } from './admin-routes'
import { createNoticesService, type NoticesService, noticeRoutes } from './notices'
import type { NotificationMailPort } from './notify'
import { notificationRoutes } from './routes'
import { createNotificationsService, type NotificationsService } from './service'

export interface NotificationsDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  /** E-mail for the kinds a user wants by mail; without it, notifications stay in the list. */
  mail?: NotificationMailPort
  /** Who an admin's push reaches (the accounts area); without it a push reaches nobody. */
  audience?: PushAudiencePort
}

export interface NotificationsArea {
  service: NotificationsService
  notices: NoticesService
  mounts: AreaMount[]
}

export function createNotifications(deps: NotificationsDeps): NotificationsArea {
  const service = createNotificationsService(deps)
  const notices = createNoticesService(deps)
  return {
    service,
    notices,
    mounts: [
      { prefix: '/account', routes: notificationRoutes(service) },
      { prefix: '/account', routes: adminNotificationRoutes(deps) },
      { prefix: '/account', routes: noticeRoutes(notices) },
    ],
  }
}

export type { PushAudience, PushAudiencePort } from './admin-push'
export {
  EMAILED_BY_DEFAULT,
  isNotificationKind,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from './kinds'
export { notificationsMigrations } from './migrations'
export type { NotificationMailPort, NotifyOptions } from './notify'
export {
  NOTIFICATIONS_KEPT,
  type NotificationSettings,
  type NotificationsService,
  type NotificationView,
} from './service'
export type { NotificationsTables } from './tables'
export { notificationText } from './texts'
