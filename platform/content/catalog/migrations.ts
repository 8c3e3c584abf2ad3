import type { Migration } from 'kysely'

/** The catalog capability's migrations (numbered within the content area's range). */
export const catalogMigrations: Record<string, Migration> = {}
