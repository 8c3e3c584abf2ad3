/**
 * The notification settings routes the front ends call (mounted under `/api/account`), as a
 * type map for the typed client: paths relative to `/api`, request and answer. Types only.
 */
import type { NotificationKind } from './kinds'

/** One notification as the list answers it. */
export interface NotificationView {
  oid: string
  kind: string
  data: Record<string, unknown>
  /** Events it gathers ("3 new comments"): 1 unless grouped. */
  count: number
  /** In the request's language. */
  text: string
  link: string | null
  createdAt: string
  read: boolean
}

/** `GET /account/notifications`: the newest first, a page at a time. */
export interface NotificationsPage {
  notifications: NotificationView[]
  unreadCount: number
  hasMore: boolean
}

export interface NotificationsRoutes {
  'GET /account/notification/setting': {
    request: Record<string, never>
    /** Every kind's switch (shown at all; also e-mailed), and the kinds the server knows. */
    response: {
      settings: Record<string, boolean>
      email: Record<string, boolean>
      kinds: NotificationKind[]
    }
  }
  'POST /account/notification/setting/modify': {
    /** Only the kinds to change. */
    request: { settings?: Record<string, boolean>; email?: Record<string, boolean> }
    response: { settings: Record<string, boolean>; email: Record<string, boolean> }
  }
  'GET /account/notifications/unread': {
    request: Record<string, never>
    response: { unreadCount: number }
  }
  'POST /account/notifications/read': {
    /** None named: all of them. */
    request: { notificationOids?: string[] }
    response: { marked: number; unreadCount: number }
  }
  'GET /account/notifications': {
    /** `before`: the last notification's id of the page before. */
    request: { count?: number; before?: string }
    response: NotificationsPage
  }
}
