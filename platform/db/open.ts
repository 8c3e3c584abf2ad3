import type { Database, DatabaseOptions } from './database'
import { openPGlite } from './pglite'
import { openPostgres } from './postgres'

/** PostgreSQL when `options.url` is set, PGlite otherwise. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPGlite(options)
}
