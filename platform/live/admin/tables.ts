/** The admin options table (see migrations.ts). */
import type { ColumnType, JSONColumnType } from 'kysely'
import type { LiveAdminOptions } from './contract'

export type LiveAdminTables = {
  live_admin_options: {
    creator_oid: string
    options: JSONColumnType<LiveAdminOptions, string, string>
    updated_by: string
    updated_at: ColumnType<Date, Date | string, Date | string>
  }
}
