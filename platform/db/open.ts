import { CompiledQuery, Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { PostgresListener } from './pg-listener'
import { PGliteDialect } from './pglite-dialect'
import { type PGliteStart, startPGlite } from './pglite-start'
import { PGliteThread } from './pglite-thread'
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
  /**
   * PostgreSQL only: told when the server ends an idle pooled connection (a restart, a
   * failover, an admin's terminate). The pool drops that connection and opens another on
   * the next query, so this is for logging; without a listener pg would crash the process.
   */
  onConnectionError?: ((error: Error) => void) | undefined
  /** PGlite only: start from this data-directory dump instead of running initdb (tests clone a migrated template). */
  pgliteTemplate?: Blob | undefined
  /**
   * PGlite only: where it runs. 'worker' (the default) gives it a worker thread of its own,
   * so its statements never block the caller's event loop (`pglite-thread.ts`); 'inline'
   * runs it on the calling thread (benchmarks that instrument PGlite itself).
   */
  pgliteThread?: 'worker' | 'inline' | undefined
  /**
   * PostgreSQL only: `application_name` of the pool's connections (the listening one adds
   * `-listen`), so `pg_stat_activity` tells them apart; 'taleloom' by default.
   */
  applicationName?: string | undefined
  /** PGlite only: Postgres's `shared_buffers` (`PGLITE_SHARED_BUFFERS`, 16 MB, by default). */
  pgliteSharedBuffers?: string | undefined
}

export interface Database {
  readonly engine: DatabaseEngine
  readonly db: Kysely<DB>
  /**
   * Whether statements started together travel together: a pool's connections, or PGlite's
   * worker thread, where each statement awaited alone costs a wake-up of both threads.
   * Only PGlite on the caller's thread gains nothing from it.
   */
  readonly pipelined: boolean
  /** Raw SQL for migrations and diagnostics; parameters are bound, never interpolated. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  /**
   * LISTEN on a channel (both engines): how a second server instance learns that a
   * stream it is replaying got new events. Resolves to an unsubscribe function. On
   * PostgreSQL a lost listening connection is opened again by itself; `onGap` is then
   * called, as notifications sent meanwhile were lost (PGlite, in process, has no gaps).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>
  notify(channel: string, payload: string): Promise<void>
  close(): Promise<void>
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/

function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`Database.listen: invalid channel ${channel}`)
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options)
    : options.pgliteThread === 'inline'
      ? openInlinePGlite(pgliteStart(options))
      : openPGliteThread(pgliteStart(options))
}

function pgliteStart(options: DatabaseOptions): PGliteStart {
  return {
    dataDir: options.dataDir,
    template: options.pgliteTemplate,
    sharedBuffers: options.pgliteSharedBuffers,
  }
}

async function openPGliteThread(start: PGliteStart): Promise<Database> {
  const thread = await PGliteThread.open(start)
  return pgliteDatabase(new PGliteDialect(thread), true, {
    listen: (channel, onPayload) => thread.listen(channel, onPayload),
    close: () => thread.close(),
  })
}

async function openInlinePGlite(start: PGliteStart): Promise<Database> {
  const pglite = await startPGlite(start)
  return pgliteDatabase(new PGliteDialect(pglite), false, {
    async listen(channel, onPayload) {
      const unsubscribe = await pglite.listen(channel, onPayload)
      return async () => {
        if (!pglite.closed) await unsubscribe()
      }
    },
    async close() {
      if (!pglite.closed) await pglite.close()
    },
  })
}

function pgliteDatabase(
  dialect: PGliteDialect,
  pipelined: boolean,
  instance: Pick<Database, 'listen' | 'close'>,
): Database {
  const db = new Kysely<DB>({ dialect })
  return {
    engine: 'pglite',
    db,
    pipelined,
    // Through Kysely, so raw queries queue behind open transactions on the one session.
    query: (sql, params = []) => rawQuery(db, sql, params),
    async listen(channel, onPayload) {
      checkChannel(channel)
      return instance.listen(channel, onPayload)
    },
    async notify(channel, payload) {
      checkChannel(channel)
      await rawQuery(db, 'select pg_notify($1, $2)', [channel, payload])
    },
    async close() {
      await db.destroy()
      await instance.close()
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
  const applicationName = options.applicationName ?? 'taleloom'
  const pool = new pg.Pool({
    connectionString: url,
    application_name: applicationName,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  pool.on('error', (error) => options.onConnectionError?.(error))
  // Fail fast with a clear message instead of on the first request.
  const probe = await pool.connect()
  probe.release()
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
  // LISTEN needs a connection of its own for as long as anyone listens.
  const listener = new PostgresListener({
    connectionString: url,
    applicationName: `${applicationName}-listen`,
    onError: (error) => options.onConnectionError?.(error),
  })
  return {
    engine: 'postgres',
    db,
    pipelined: true,
    query: (sql, params = []) => rawQuery(db, sql, params),
    async listen(channel, onPayload, onGap) {
      checkChannel(channel)
      return listener.listen(channel, { onPayload, ...(onGap ? { onGap } : {}) })
    },
    async notify(channel, payload) {
      checkChannel(channel)
      await pool.query('select pg_notify($1, $2)', [channel, payload])
    },
    async close() {
      await listener.close()
      await db.destroy()
    },
  }
}

async function rawQuery<Row>(db: Kysely<DB>, sql: string, params: unknown[]): Promise<Row[]> {
  const result = await db.executeQuery<Row>(CompiledQuery.raw(sql, params))
  return result.rows
}
