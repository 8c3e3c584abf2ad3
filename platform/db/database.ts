import { CompiledQuery, type Kysely } from 'kysely'
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
   * so its statements never block the caller's event loop (`pglite/thread.ts`); 'inline'
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

export function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`Database.listen: invalid channel ${channel}`)
}

/** Raw SQL through Kysely, so it queues as Kysely's own statements do. */
export async function rawQuery<Row>(
  db: Kysely<DB>,
  sql: string,
  params: unknown[],
): Promise<Row[]> {
  const result = await db.executeQuery<Row>(CompiledQuery.raw(sql, params))
  return result.rows
}
