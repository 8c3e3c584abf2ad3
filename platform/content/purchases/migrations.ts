import type { Migration } from 'kysely'

/** The purchases capability's migrations (numbered within the content area's range). */
export const purchasesMigrations: Record<string, Migration> = {}
