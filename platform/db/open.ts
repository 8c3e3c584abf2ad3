import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { PGliteDialect } from './pglite-dialect'
import type { DB } from './schema'

export type DatabaseEngine = 'pglite' | 'postgres'

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  url?: string | undefined
  /** PGlite data directory; omitted means an in-memory database (tests). */
  dataDir?: string | undefined
  /** PostgreSQL only: the schema to use (created if missing); tests isolate themselves this way. */
  schema?: string | undefined
  /** PostgreSQL only: pool size. */
  poolSize?: number | undefined
}

export interface Database {
  readonly engine: DatabaseEngine
  readonly db: Kysely<DB>
  /** Raw SQL for migrations and diagnostics; parameters are bound, never interpolated. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  close(): Promise<void>
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPGlite(options.dataDir)
}

async function openPGlite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pglite = new PGlite(dataDir)
  await pglite.waitReady
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) })
  return {
    engine: 'pglite',
    db,
    // Through Kysely, so raw queries queue behind open transactions on the one connection.
    query: (sql, params = []) => rawQuery(db, sql, params),
    async close() {
      await db.destroy()
      if (!pglite.closed) await pglite.close()
    },
  }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const schema = options.schema
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`openDatabase: invalid schema name ${schema}`)
  }
  if (schema) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(`create schema if not exists ${schema}`)
    } finally {
      await client.end()
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // Fail fast with a clear message instead of on the first request.
  const probe = await pool.connect()
  probe.release()
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
  return {
    engine: 'postgres',
    db,
    query: (sql, params = []) => rawQuery(db, sql, params),
    async close() {
      await db.destroy()
    },
  }
}

async function rawQuery<Row>(db: Kysely<DB>, sql: string, params: unknown[]): Promise<Row[]> {
  const result = await db.executeQuery<Row>(CompiledQuery.raw(sql, params))
  return result.rows
}
