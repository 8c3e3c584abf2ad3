/**
 * Store tests run on both engines: PGlite in-process always, and a real PostgreSQL
 * server when `DATABASE_URL` reaches one. Each PostgreSQL test database is a database of
 * its own copied from the run's migrated template, dropped on close, so test files run in
 * parallel on one server.
 * With TALELOOM_REQUIRE_POSTGRES=1 (CI) an unreachable server fails instead of skipping.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import pg from 'pg'
import { describe, inject } from 'vitest'
import { allMigrations } from '../migrations'
import type { Database, DatabaseEngine, DatabaseOptions } from './database'
import { migrateToLatest } from './migrate'
import { openDatabase } from './open'
import { type Baseline, captureBaseline, schemaSignature } from './testing-reuse'
import { createFromTemplate, probePostgres } from './testing-templates'

declare module 'vitest' {
  /** What tests/setup/database-templates.ts provides each test run. */
  export interface ProvidedContext {
    pgliteTemplatePath: string
    /** The migrated PostgreSQL template database's name, or '' when no server is reachable. */
    postgresTemplate: string
  }
}

export interface TestDatabase extends Database {
  /**
   * PostgreSQL only: the `application_name` of this database's connections (its listening
   * connection adds `-listen`), for tests that find them in `pg_stat_activity`.
   */
  applicationName?: string
  /** PostgreSQL only: another pool and listener on the same schema, as a second server instance. */
  openInstance?: (applicationName: string) => Promise<Database>
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

interface PooledPGlite {
  database: Database
  thread: 'worker' | 'inline'
}

/** PGlite databases of this worker that tests gave back, emptied and ready to lend again. */
const idlePGlites: PooledPGlite[] = []
/** What the migrated template holds, read once per worker from a fresh copy. */
let pgliteBaseline: Promise<Baseline> | undefined

/**
 * A PGlite database as fresh as a copy of the template: one given back by an earlier test
 * and emptied to the baseline (testing-reuse.ts), or a new copy. Its `close()` gives it back.
 */
async function lendPGlite(template: Blob, thread: 'worker' | 'inline'): Promise<TestDatabase> {
  const index = idlePGlites.findIndex((entry) => entry.thread === thread)
  let entry = index === -1 ? undefined : idlePGlites.splice(index, 1)[0]
  if (!entry) {
    const database = await openDatabase({ pgliteTemplate: template, pgliteThread: thread })
    pgliteBaseline ??= captureBaseline(database)
    await pgliteBaseline
    entry = { database, thread }
  }
  const lent = entry
  const listening = new Set<() => Promise<void>>()
  let returned = false
  return {
    engine: lent.database.engine,
    db: lent.database.db,
    pipelined: lent.database.pipelined,
    query: (sql, params) => lent.database.query(sql, params),
    async listen(channel, onPayload, onGap) {
      const stop = await lent.database.listen(channel, onPayload, onGap)
      const unlisten = async () => {
        listening.delete(unlisten)
        await stop()
      }
      listening.add(unlisten)
      return unlisten
    },
    notify: (channel, payload) => lent.database.notify(channel, payload),
    async close() {
      if (returned) return
      returned = true
      for (const unlisten of [...listening]) await unlisten()
      await giveBack(lent)
    },
  }
}

async function giveBack(entry: PooledPGlite) {
  try {
    const baseline = await pgliteBaseline!
    // A test that made tables, triggers or functions of its own leaves a database unfit for
    // the next one.
    if ((await schemaSignature(entry.database)) !== baseline.schema) {
      await entry.database.close()
      return
    }
    await entry.database.query(baseline.reset)
    idlePGlites.push(entry)
  } catch {
    await entry.database.close().catch(() => {})
  }
}

/** Opens a fresh, migrated database on the given engine. */
export async function openTestDatabase(
  engine: DatabaseEngine,
  options: Pick<DatabaseOptions, 'pgliteThread'> = {},
): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const template = pgliteTemplate()
    if (template) return lendPGlite(template, options.pgliteThread ?? 'worker')
    // Outside a test run (benchmarks, scripts): initdb and migrations here.
    const database = await openDatabase({ pgliteThread: options.pgliteThread })
    await migrateToLatest(database.db, allMigrations)
    return database
  }
  if (!('url' in postgres)) throw new Error(`openTestDatabase: ${postgres.skipReason}`)
  const template = postgresTemplate()
  const applicationName = `taleloom_${randomBytes(6).toString('hex')}`
  if (template) {
    // A copy of the run's migrated template database (no migration to replay), one an earlier
    // test of this worker gave back and emptied when there is one.
    const copy = idleCopies.pop() ?? (await freshCopy(postgres.url, template))
    const database = await openDatabase({ url: copy.url, poolSize: 20, applicationName })
    let closed = false
    return {
      ...database,
      applicationName,
      openInstance: (name) => openDatabase({ url: copy.url, poolSize: 5, applicationName: name }),
      async close() {
        if (closed) return
        closed = true
        await database.close()
        await giveBackCopy(copy)
      },
    }
  }
  // Outside a test run (benchmarks, scripts): a fresh schema, migrated here.
  const schema = `t_${randomBytes(6).toString('hex')}`
  const url = postgres.url
  const database = await openDatabase({ url, schema, poolSize: 20, applicationName })
  await migrateToLatest(database.db, allMigrations)
  return {
    ...database,
    applicationName,
    openInstance: (name) => openDatabase({ url, schema, poolSize: 5, applicationName: name }),
    async close() {
      await database.close()
      const client = new pg.Client({ connectionString: postgres.url })
      await client.connect()
      await client.query(`drop schema if exists ${schema} cascade`)
      await client.end()
    },
  }
}

type TemplateCopy = Awaited<ReturnType<typeof createFromTemplate>>

/** PostgreSQL copies of the template this worker's tests gave back, emptied for the next. */
const idleCopies: TemplateCopy[] = []
/** What the template holds, read once per worker from its first copy given back. */
let postgresBaseline: Promise<Baseline> | undefined

/** A new copy of the template; the first of a worker tells what the template holds. */
async function freshCopy(url: string, template: string): Promise<TemplateCopy> {
  const copy = await createFromTemplate(url, template)
  postgresBaseline ??= (async () => {
    const database = await openDatabase({ url: copy.url, poolSize: 1 })
    try {
      return await captureBaseline(database)
    } finally {
      await database.close()
    }
  })()
  await postgresBaseline
  return copy
}

/**
 * Empties a copy to the template's baseline and keeps it for the next test: on a server a
 * copy and its drop took seconds each, the reset a tenth of a second (docs/PERFORMANCE.md).
 * A copy whose schema the test changed, or that cannot be reset, is dropped.
 */
async function giveBackCopy(copy: TemplateCopy) {
  const database = await openDatabase({ url: copy.url, poolSize: 1 }).catch(() => null)
  if (!database) return copy.drop().catch(() => {})
  try {
    const baseline = await postgresBaseline!
    if ((await schemaSignature(database)) !== baseline.schema) throw new Error('schema changed')
    // A connection the test left open (an instance it did not close) would hold the truncate.
    await database.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    )
    await database.query(baseline.reset)
    idleCopies.push(copy)
  } catch {
    await database.close().catch(() => {})
    await copy.drop().catch(() => {})
    return
  }
  await database.close()
}

/** The run's migrated PostgreSQL template (tests/setup/database-templates.ts), if any. */
function postgresTemplate(): string | null {
  try {
    return inject('postgresTemplate') || null
  } catch {
    return null
  }
}

/**
 * `describe` once per engine; the PostgreSQL block is skipped (with the printed reason) when no
 * server is reachable. With `{ concurrent: true }` the two blocks run at once, and so do their
 * tests: for long tests that each wait on their own database (PGlite works on a thread of its
 * own, PostgreSQL in its server), so the worker's core is free while they wait.
 */
export function describeEachEngine(title: string, body: (engine: DatabaseEngine) => void): void
export function describeEachEngine(
  title: string,
  options: { concurrent?: boolean },
  body: (engine: DatabaseEngine) => void,
): void
export function describeEachEngine(
  title: string,
  second: { concurrent?: boolean } | ((engine: DatabaseEngine) => void),
  third?: (engine: DatabaseEngine) => void,
) {
  const [options, body] = typeof second === 'function' ? [{}, second] : [second, third!]
  describe(`${title} [pglite]`, options, () => body('pglite'))
  describe.skipIf(!postgresAvailable)(`${title} [postgres]`, options, () => body('postgres'))
}
