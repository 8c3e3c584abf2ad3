/** Tables owned by the notifications area (see migrations.ts). */
import type { Generated, JSONColumnType } from 'kysely'

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

export interface NotificationsTables {
  notifications: NotificationsTable
  notification_settings: NotificationSettingsTable
}
