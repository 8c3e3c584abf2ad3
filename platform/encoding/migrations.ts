import type { Migration } from 'kysely'

/** The encoding area's migrations. */
export const encodingMigrations: Record<string, Migration> = {}
