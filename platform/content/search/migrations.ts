import type { Migration } from 'kysely'

/** The search capability's migrations (numbered within the content area's range). */
export const searchMigrations: Record<string, Migration> = {}
