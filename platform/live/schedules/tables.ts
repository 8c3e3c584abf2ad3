/** The live schedules table (see migrations.ts). */
import type { ColumnType } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export type LiveSchedulesTable = {
  oid: string
  creator_oid: string
  title: string
  info: string
  scheduled_at: Timestamp
  thumbnail_url: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export type LiveScheduleTables = { live_schedules: LiveSchedulesTable }
