/**
 * The real app on a real socket (ephemeral port) over a test database, for HTTP tests.
 * Mail goes to a temporary outbox that `lastMailTo` reads.
 *
 * In the http test project (`TALELOOM_TEST_SHARED_PRODUCT=1`, files of a worker sharing their
 * modules) one product runs per worker and per set of settings: `close()` hands it back for
 * the worker's next file instead of stopping it. Tests isolate themselves with fresh accounts,
 * so no test may count global rows or expect an empty database. A test's `clock` is the
 * product's clock while the test holds it. `private: true` boots one for the caller alone
 * (a test that restarts, kills or reconfigures its server).
 */

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino from 'pino'
import { type DatabaseEngine, migrateToLatest, openDatabase } from '../../platform/db'
import { openTestDatabase, type TestDatabase } from '../../platform/db/testing'
import { type Clock, systemClock } from '../../platform/http'
import { allMigrations } from '../../platform/migrations'
import { createApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createServerContext, type ServerContext } from '../../server/context'
import { listenHttp } from '../../server/listen'

export interface TestServer {
  url: string
  /**
   * Headers that make a raw request come from this test's own client address (on a shared
   * product, every file has one, so per-address budgets are per file as on a product of its own).
   */
  clientHeaders: Record<string, string>
  context: ServerContext
  outboxDir: string
  /** fetch against the API: `api('/account/getuser', …)` hits `/api/account/getuser`. */
  api(path: string, init?: ApiInit): Promise<ApiResponse>
  lastMailTo(address: string): { subject: string; text: string } | null
  close(): Promise<void>
}

export interface ApiInit {
  method?: string
  body?: unknown
  /** Bytes sent as they are (uploads), instead of a JSON `body`. */
  rawBody?: { bytes: Uint8Array; contentType: string }
  token?: string | null
  guestDeviceId?: string
  headers?: Record<string, string>
  query?: Record<string, string | number | boolean>
}

export interface ApiResponse {
  status: number
  headers: Headers
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  json: any
  text: string
}

export interface TestServerOptions {
  engine?: DatabaseEngine
  env?: Record<string, string>
  clock?: Clock
  /**
   * PGlite on files in the data directory, as `npm start` runs it, instead of in memory
   * (the tests' default: faster, and copied from a migrated template). For the load
   * benchmarks, whose memory figures are the server's, not its database files'.
   */
  pgliteOnDisk?: boolean
  /** Where PGlite runs (`DatabaseOptions.pgliteThread`); the default is a worker thread. */
  pgliteThread?: 'worker' | 'inline'
  /** A product for this caller alone, stopped by its `close()`. */
  private?: boolean
  /**
   * Background jobs (schedulers, workers, sweeps): off unless a test asks for them (a sweep
   * left due by an earlier file would write under a later file's feet). Their work stays
   * callable through the areas (`encoding.worker.runOnce()`, `chat.service.sweep()`, …).
   */
  jobs?: boolean
  /**
   * A second instance of another product: this one opens its own pool on that product's
   * PostgreSQL database (private products only), as two servers behind a load balancer do.
   */
  sharedDatabaseWith?: TestServer
}

/** Test cost for password hashing: the login benchmark measures the production cost. */
const TEST_ENV: Record<string, string> = {
  LOG_LEVEL: 'silent',
  PORT: '0',
  TALELOOM_ARGON2_MEMORY_KIB: '1024',
  TALELOOM_ARGON2_ITERATIONS: '1',
  // Every test user signs up from 127.0.0.1, as a crowd behind one address would; the
  // budget itself is tested with its default (tests/http/accounts-account-lookups.http.test.ts).
  TALELOOM_ACCOUNT_LOOKUPS_PER_IP: '100000',
}

interface Running {
  server: TestServer
  /** The product's clock reads this one: the holder's, or the system's. */
  setClock(clock: Clock): void
  holders: number
}

const shared = new Map<string, Promise<Running>>()
const sharing = process.env.TALELOOM_TEST_SHARED_PRODUCT === '1'
/**
 * A shared product trusts the proxy header, and each holder sends its own address in it
 * (198.18.0.0/15 is set aside for tests): per-address limits and throttles count per file.
 */
const SHARED_ENV = { TALELOOM_TRUST_PROXY: '1' }
let holdersSoFar = 0
function nextClientAddress(): string {
  holdersSoFar += 1
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) % 2
  return `198.${18 + worker}.${Math.floor(holdersSoFar / 256) % 256}.${holdersSoFar % 256}`
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  if (options.sharedDatabaseWith && !options.private)
    throw new Error('startTestServer: a second instance on a shared database is a private product')
  if (!sharing || options.private) {
    const running = await bootProduct(options)
    running.setClock(options.clock ?? systemClock)
    return running.server
  }
  const key = JSON.stringify({
    engine: options.engine ?? 'pglite',
    env: Object.entries(options.env ?? {}).sort(),
    pgliteOnDisk: options.pgliteOnDisk ?? false,
    pgliteThread: options.pgliteThread ?? 'worker',
    jobs: options.jobs ?? false,
  })
  let pending = shared.get(key)
  if (!pending) {
    pending = bootProduct({
      ...options,
      env: { ...SHARED_ENV, ...options.env },
      jobs: options.jobs ?? false,
    })
    shared.set(key, pending)
  }
  const running = await pending
  if (running.holders > 0) {
    throw new Error('startTestServer: the shared product is already held by a test in this worker')
  }
  running.holders += 1
  running.setClock(options.clock ?? systemClock)
  const settings = await readSettings(running.server.context)
  let released = false
  const clientHeaders = { 'x-forwarded-for': nextClientAddress() }
  return {
    ...running.server,
    clientHeaders,
    api: (path, init = {}) =>
      running.server.api(path, { ...init, headers: { ...clientHeaders, ...init.headers } }),
    async close() {
      if (released) return
      released = true
      // Run-time settings a test changed (guest free chats, …) go back for the next file.
      await restoreSettings(running.server.context, settings)
      running.holders -= 1
      running.setClock(systemClock)
    },
  }
}

type SettingRow = { key: string; value: unknown }

function readSettings(context: ServerContext): Promise<SettingRow[]> {
  return context.database.db.selectFrom('app_settings').select(['key', 'value']).execute()
}

async function restoreSettings(context: ServerContext, before: SettingRow[]) {
  const db = context.database.db
  const keys = before.map((row) => row.key)
  await db
    .deleteFrom('app_settings')
    .$if(keys.length > 0, (query) => query.where('key', 'not in', keys))
    .execute()
  for (const row of before) {
    const value = JSON.stringify(row.value)
    await db
      .insertInto('app_settings')
      .values({ key: row.key, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute()
  }
}

async function bootProduct(options: TestServerOptions): Promise<Running> {
  const dataDir = mkdtempSync(join(tmpdir(), 'taleloom-test-'))
  const config = loadConfig({ TALELOOM_DATA: dataDir, ...TEST_ENV, ...options.env })
  const database = options.sharedDatabaseWith
    ? await anotherInstance(options.sharedDatabaseWith)
    : options.pgliteOnDisk && (options.engine ?? 'pglite') === 'pglite'
      ? await openMigrated(join(dataDir, 'pglite'), options.pgliteThread)
      : await openTestDatabase(options.engine ?? 'pglite', { pgliteThread: options.pgliteThread })
  let current: Clock = systemClock
  const clock: Clock = { now: () => current.now() }
  const context = await createServerContext(config, {
    database,
    logger: pino({ level: 'silent' }),
    clock,
    // The deadline guards production against runaway canvases; its answer is tested with a
    // slow compiler injected (stories-service.test). A busy test machine must not trip it.
    compileTimeLimitMs: 300_000,
    jobs: options.jobs ?? false,
  })
  const app = createApp(context)
  const { server, port } = await listenHttp(app.fetch, { port: 0, hostname: '127.0.0.1' })
  const url = `http://127.0.0.1:${port}`
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }))

  async function api(path: string, init: ApiInit = {}): Promise<ApiResponse> {
    const method =
      init.method ?? (init.body === undefined && init.rawBody === undefined ? 'GET' : 'POST')
    const query = init.query
      ? `?${new URLSearchParams(Object.entries(init.query).map(([k, v]) => [k, String(v)]))}`
      : ''
    const headers: Record<string, string> = { ...init.headers }
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    if (init.rawBody) headers['content-type'] = init.rawBody.contentType
    if (init.token) headers.authorization = `Bearer ${init.token}`
    if (init.guestDeviceId) headers['guest-device-id'] = init.guestDeviceId
    const response = await fetch(`${url}/api${path}${query}`, {
      method,
      headers,
      ...(init.rawBody
        ? { body: new Uint8Array(init.rawBody.bytes) }
        : init.body === undefined
          ? {}
          : { body: JSON.stringify(init.body) }),
    })
    const text = await response.text()
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = null
    }
    return { status: response.status, headers: response.headers, json, text }
  }

  const testServer: TestServer = {
    url,
    clientHeaders: {},
    context,
    outboxDir: config.mail.outboxDir,
    api,
    lastMailTo(address) {
      let files: string[]
      try {
        files = readdirSync(config.mail.outboxDir)
          .filter((file) => file.endsWith('.json'))
          .sort()
      } catch {
        return null
      }
      for (const file of files.reverse()) {
        const mail = JSON.parse(readFileSync(join(config.mail.outboxDir, file), 'utf8'))
        if (mail.to === address) return mail
      }
      return null
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await context.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return {
    server: testServer,
    holders: 0,
    setClock(next) {
      current = next
    },
  }
}

async function openMigrated(dataDir: string, pgliteThread?: 'worker' | 'inline') {
  const database = await openDatabase({ dataDir, pgliteThread })
  await migrateToLatest(database.db, allMigrations)
  return database
}

let instances = 0

/** Another pool on a product's PostgreSQL test database, closed with the product using it. */
async function anotherInstance(first: TestServer) {
  const database = first.context.database as TestDatabase
  if (!database.openInstance)
    throw new Error('startTestServer: only a PostgreSQL product can share its database')
  instances += 1
  return database.openInstance(`taleloom_instance_${process.pid}_${instances}`)
}
