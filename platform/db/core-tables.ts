import type { Generated, JSONColumnType } from 'kysely'

/** Platform-wide key/value settings that admins may change at run time (jsonb values). */
export interface SettingsTable {
  key: string
  value: JSONColumnType<unknown>
  updated_at: Generated<Date>
}

export interface CoreTables {
  app_settings: SettingsTable
}
