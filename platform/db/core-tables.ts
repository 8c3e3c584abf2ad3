import type { ColumnType, Generated } from 'kysely'

/** Platform-wide key/value settings that admins may change at run time (jsonb values). */
export interface SettingsTable {
  key: string
  value: ColumnType<unknown, string, string>
  updated_at: Generated<Date>
}

export interface CoreTables {
  app_settings: SettingsTable
}
