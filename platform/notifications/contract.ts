/**
 * The notification settings routes the front ends call (mounted under `/api/account`), as a
 * type map for the typed client: paths relative to `/api`, request and answer. Types only.
 */
import type { NotificationKind } from './kinds'

export interface NotificationsRoutes {
  'GET /account/notification/setting': {
    request: Record<string, never>
    /** Every kind's switch, and the kinds the server knows. */
    response: { settings: Record<string, boolean>; kinds: NotificationKind[] }
  }
  'POST /account/notification/setting/modify': {
    /** Only the kinds to change. */
    request: { settings: Record<string, boolean> }
    response: { settings: Record<string, boolean> }
  }
}
