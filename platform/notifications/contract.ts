/**
 * The notification settings routes the front ends call (mounted under `/api/account`), as a
 * type map for the typed client: paths relative to `/api`, request and answer. Types only.
 */
import type { NotificationKind } from './kinds'
import type { NoticesRoutes } from './notices/contract'

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

export interface NotificationsRoutes extends AdminNotificationRoutes, NoticesRoutes {
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

// ---- the admin's pushes and resends (docs/admin/people.md) ----

/** Who an admin's push reaches: one user, every creator, every livestreamer, or everyone. */
export type AdminPushSegment = 'user' | 'creators' | 'livestreamers' | 'everyone'

export interface AdminPushRequest {
  /** The page's id for this push: a retry or a second tab continues it, never repeats it. */
  requestId: string
  segment: AdminPushSegment
  userOid?: string
  /** 1–100 characters. */
  title: string
  /** 1–500 characters. */
  body: string
  /** A path on this site (`/c/…`, `/play/…`), where the notification leads. */
  link?: string
}

/** How far a push got: `done` once every account was walked. */
export interface AdminPushProgress {
  oid: string
  requestId: string
  recipients: number
  /** Accounts walked so far. */
  sent: number
  /** Of those, the ones whose list got it (the rest turned notices off). */
  delivered: number
  done: boolean
}

export interface AdminPushView extends AdminPushProgress {
  adminOid: string
  segment: AdminPushSegment
  userOid: string | null
  title: string
  body: string
  link: string | null
  createdAt: string
}

/** A notification as the admin's resend page shows it, with its resend if it had one. */
export interface AdminNotificationView extends NotificationView {
  userOid: string
  resent: { oid: string; at: string } | null
}

export interface AdminNotificationRoutes {
  'GET /account/admin/push/audience': {
    request: { segment: AdminPushSegment; userOid?: string }
    response: { recipients: number }
  }
  'POST /account/admin/push': { request: AdminPushRequest; response: AdminPushProgress }
  'GET /account/admin/pushes': {
    /** `q`: words of the title; `cursor`: the last push's id of the page before. */
    request: { q?: string; cursor?: string }
    response: { pushes: AdminPushView[]; next: string | null }
  }
  'GET /account/admin/notifications': {
    request: { userOid: string; before?: string }
    response: { notifications: AdminNotificationView[]; next: string | null }
  }
  'GET /account/admin/notification': {
    request: { oid: string }
    response: { notification: AdminNotificationView }
  }
  'POST /account/admin/notification/resend': {
    request: { requestId: string; notificationOid: string }
    response: { resentOid: string; userOid: string; repeated: boolean }
  }
}
