/** The live applications table (see migrations.ts). */
import type { ColumnType } from 'kysely'
import type { LiveApplicationStatus } from './contract'

export type LiveApplicationTables = {
  live_applications: {
    user_oid: string
    reason: string
    status: LiveApplicationStatus
    note: string | null
    created_at: ColumnType<Date, Date | string, Date | string>
    decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
    decided_by: string | null
  }
}
