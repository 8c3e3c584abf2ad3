import type { Migration } from 'kysely'

/** The notifications area's migrations. */
export const notificationsMigrations: Record<string, Migration> = {}
