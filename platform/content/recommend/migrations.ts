import type { Migration } from 'kysely'

/** The recommend capability's migrations (numbered within the content area's range). */
export const recommendMigrations: Record<string, Migration> = {}
