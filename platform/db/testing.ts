/**
 * Store tests run on both engines: PGlite in-process always, and a real PostgreSQL
 * server when `DATABASE_URL` reaches one. Each PostgreSQL test database is a fresh
 * schema, dropped on close, so test files can run in parallel on one server.
 * With TALELOOM_REQUIRE_POSTGRES=1 (CI) an unreachable server fails instead of skipping.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import pg from 'pg'
import { describe, inject } from 'vitest'
import type { Database, DatabaseEngine, DatabaseOptions } from './database'
import { migrateToLatest } from './migrate'
import { openDatabase } from './open'

export interface TestDatabase extends Database {
  /**
   * PostgreSQL only: the `application_name` of this database's connections (its listening
   * connection adds `-listen`), for tests that find them in `pg_stat_activity`.
   */
  applicationName?: string
  /** PostgreSQL only: another pool and listener on the same schema, as a second server instance. */
  openInstance?: (applicationName: string) => Promise<Database>
}

async function probePostgres(): Promise<{ url: string } | { skipReason: string }> {
  const url = process.env.DATABASE_URL
  if (!url) return { skipReason: 'DATABASE_URL is not set' }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return { url }
  } catch (error) {
    return { skipReason: `no PostgreSQL server at DATABASE_URL (${(error as Error).message})` }
  } finally {
    await client.end().catch(() => {})
  }
}

const postgres = await probePostgres()
if ('skipReason' in postgres) {
  if (process.env.TALELOOM_REQUIRE_POSTGRES === '1') {
    throw new Error(`PostgreSQL store tests are required here but ${postgres.skipReason}`)
  }
  console.warn(`[store tests] PostgreSQL run skipped: ${postgres.skipReason}`)
}

export const postgresAvailable = 'url' in postgres

let template: Blob | null | undefined

/**
 * The migrated PGlite data directory that tests/setup/pglite-template.ts dumps once per
 * run: cloning it takes a fraction of initdb + migrations for every test database.
 */
function pgliteTemplate(): Blob | undefined {
  if (template === undefined) {
    let path: string | undefined
    try {
      path = inject('pgliteTemplatePath')
    } catch {
      // Outside vitest (benchmarks, scripts) there is no template: plain initdb.
      path = undefined
    }
    template = path && existsSync(path) ? new Blob([readFileSync(path)]) : null
  }
  return template ?? undefined
}

/** Opens a fresh, migrated database on the given engine. */
export async function openTestDatabase(
  engine: DatabaseEngine,
  options: Pick<DatabaseOptions, 'pgliteThread'> = {},
): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = await openDatabase({
      pgliteTemplate: pgliteTemplate(),
      pgliteThread: options.pgliteThread,
    })
    await migrateToLatest(database.db)
    return database
  }
  if (!('url' in postgres)) throw new Error(`openTestDatabase: ${postgres.skipReason}`)
  const schema = `t_${randomBytes(6).toString('hex')}`
  const url = postgres.url
  const applicationName = `taleloom_${schema}`
  const database = await openDatabase({ url, schema, poolSize: 20, applicationName })
  await migrateToLatest(database.db)
  return {
    ...database,
    applicationName,
    openInstance: (name) => openDatabase({ url, schema, poolSize: 5, applicationName: name }),
    engine: database.engine,
    db: database.db,
    async close() {
      await database.close()
      const client = new pg.Client({ connectionString: postgres.url })
      await client.connect()
      await client.query(`drop schema if exists ${schema} cascade`)
      await client.end()
    },
  }
}

/** `describe` once per engine; the PostgreSQL block is skipped (with the printed reason) when no server is reachable. */
export function describeEachEngine(title: string, body: (engine: DatabaseEngine) => void) {
  describe(`${title} [pglite]`, () => body('pglite'))
  describe.skipIf(!postgresAvailable)(`${title} [postgres]`, () => body('postgres'))
}
