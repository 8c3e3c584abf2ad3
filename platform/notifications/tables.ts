/** Tables owned by the notifications area (see migrations.ts). */
import type { Generated, JSONColumnType } from 'kysely'
import type { NoticesTables } from './notices/tables'

/** One notification of a user; at most 100 are kept per user (the oldest go first). */
export interface NotificationsTable {
  oid: string
  user_oid: string
  kind: string
  data: JSONColumnType<Record<string, unknown>, string, string>
  /** Events of one group gather in its unread notification (notify.ts); null: not grouped. */
  group_key: string | null
  /** How many events the notification gathers. */
  count: Generated<number>
  read_at: Date | null
  created_at: Date
}

/** Which kinds a user turned off; no row means every kind notifies. */
export interface NotificationSettingsTable {
  user_oid: string
  muted_kinds: string[]
  /** Kinds also sent by e-mail; null until the user chooses (then `EMAILED_BY_DEFAULT`). */
  emailed_kinds: string[] | null
  updated_at: Date
}

/** An admin's push (admin-push.ts): who it reaches, how far it got, keyed by a request id. */
export interface AdminPushesTable {
  oid: string
  request_id: string
  admin_oid: string
  segment: string
  user_oid: string | null
  title: string
  body: string
  link: string | null
  recipients: number
  /** Accounts walked so far (claimed batches). */
  sent: Generated<number>
  /** Of those, the ones that got it (the rest turned notices off). */
  delivered: Generated<number>
  /** The last account of the last claimed batch; null before the first. */
  cursor: string | null
  done_at: Date | null
  created_at: Date
}

/** One admin resend of a notification (admin-resend.ts). */
export interface NotificationResendsTable {
  request_id: string
  source_oid: string
  user_oid: string
  resent_oid: string
  admin_oid: string
  created_at: Date
}

export interface NotificationsTables extends NoticesTables {
  notifications: NotificationsTable
  notification_settings: NotificationSettingsTable
  admin_pushes: AdminPushesTable
  notification_resends: NotificationResendsTable
}
