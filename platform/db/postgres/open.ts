import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { checkChannel, type Database, type DatabaseOptions, rawQuery } from '../database'
import type { DB } from '../schema'
import { PostgresListener } from './listener'

export async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
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
