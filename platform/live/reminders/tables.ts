/** The live reminders table (see migrations.ts). */
import type { ColumnType } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export type LiveRemindersTable = {
  stream_oid: string
  user_oid: string
  creator_oid: string
  created_at: Timestamp
}

export type LiveReminderTables = { live_reminders: LiveRemindersTable }
