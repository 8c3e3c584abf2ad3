/** The tool keys table (see migrations.ts). */
import type { ColumnType } from 'kysely'

export type LiveToolKeysTable = {
  creator_oid: string
  key_hash: string
  key_hint: string
  created_at: ColumnType<Date, Date | string, Date | string>
}

export type LiveToolKeyTables = { live_tool_keys: LiveToolKeysTable }
