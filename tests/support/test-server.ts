/**
 * Starts the real app on a real socket (ephemeral port) over a fresh database, for
 * HTTP tests. Mail goes to a temporary outbox that `lastMailTo` reads.
 */

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino from 'pino'
import { type DatabaseEngine, migrateToLatest, openDatabase } from '../../platform/db'
import { openTestDatabase } from '../../platform/db/testing'
import type { Clock } from '../../platform/http'
import { createApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createServerContext, type ServerContext } from '../../server/context'
import { listenHttp } from '../../server/listen'

export interface TestServer {
  url: string
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

export async function startTestServer(
  options: {
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
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'taleloom-test-'))
  const config = loadConfig({
    TALELOOM_DATA: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    // Every test user signs up from 127.0.0.1, as a crowd behind one address would; the
    // budget itself is tested with its default (platform/accounts/account-lookups.http.test.ts).
    TALELOOM_ACCOUNT_LOOKUPS_PER_IP: '100000',
    ...options.env,
  })
  const database =
    options.pgliteOnDisk && (options.engine ?? 'pglite') === 'pglite'
      ? await openMigrated(join(dataDir, 'pglite'), options.pgliteThread)
      : await openTestDatabase(options.engine ?? 'pglite', { pgliteThread: options.pgliteThread })
  const context = await createServerContext(config, {
    database,
    logger: pino({ level: 'silent' }),
    ...(options.clock ? { clock: options.clock } : {}),
    // The deadline guards production against runaway canvases; its answer is tested with a
    // slow compiler injected (stories-service.test). A busy test machine must not trip it.
    compileTimeLimitMs: 300_000,
  })
  const app = createApp(context)
  const { server, port } = await listenHttp(app.fetch, { port: 0, hostname: '127.0.0.1' })
  const url = `http://127.0.0.1:${port}`

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

  return {
    url,
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
}

async function openMigrated(dataDir: string, pgliteThread?: 'worker' | 'inline') {
  const database = await openDatabase({ dataDir, pgliteThread })
  await migrateToLatest(database.db)
  return database
}
