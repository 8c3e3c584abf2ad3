import type { Migration } from 'kysely'

/** The uploads area's migrations. */
export const uploadsMigrations: Record<string, Migration> = {}
