/**
 * The API's read path against its floor: an authenticated `GET /api/account/getuser`
 * through the full stack (request id, JSON request log, session look-up, body limit, common
 * fields, language, validation, handler) against the fair floor, bare `node:http` running
 * the same SQL through the same accounts functions, driver and database thread
 * (support/getuser-floor.ts). Beside them, in the same run, the figures that say where the
 * rest goes: bare `node:http` with no SQL, `/api/health` with and without a session
 * look-up, and on PGlite both the product and the floor with the database on the server's
 * own thread (the worker hop). Every server runs in its own child process; autocannon
 * drives each in turn from this process on loopback. Besides requests per second, each
 * row shows the server's CPU time a request (its main thread, and all its threads), which
 * a busy machine disturbs far less. Goal: full stack ≥ 0.5× the floor.
 */
import { fork, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { SERVER_NODE_FLAGS } from '../../server/cli/node-flags'
import { startChildServer } from './support/child-server'
import { type ThreadCpu, threadCpu } from './support/thread-cpu'

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const CONNECTIONS = 32
const ROUNDS = 2
const WARM_UP_SECONDS = 2

async function call(url: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = await response.json()
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`)
  return json
}

async function signUp(url: string, outbox: string): Promise<string> {
  const email = 'bench@example.com'
  await call(url, '/account/register', {
    email,
    password: 'bench-pass-1',
    passwordRepeat: 'bench-pass-1',
    nickname: 'BenchUser',
    birthDate: '1990-01-01',
    agreePersonalData: true,
  })
  const file = readdirSync(outbox)
    .sort()
    .reverse()
    .find((name) => name.endsWith('.json') && name.includes(email))
  const mail = JSON.parse(readFileSync(join(outbox, file!), 'utf8'))
  const code = String(mail.text).match(/\b(\d{6})\b/)?.[1]
  const login = await call(url, '/account/register/confirm', { email, code })
  return login.token
}

interface Server {
  url: string
  /** A signed-in user's bearer token ('' for the bare server). */
  token: string
  pid: number
  stop(): Promise<void> | void
}

function startBareServer(payload: string): Promise<Server> {
  const source = `
    const http = require('node:http')
    const body = process.env.PAYLOAD
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
      res.end(body)
    })
    server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port))`
  const child = spawn(process.execPath, ['-e', source], {
    env: { ...process.env, PAYLOAD: payload },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  process.once('exit', () => child.kill('SIGTERM'))
  return new Promise((resolve) => {
    child.stdout?.once('data', (chunk: Buffer) =>
      resolve({
        url: chunk.toString().trim(),
        token: '',
        pid: child.pid!,
        stop: () => void child.kill('SIGTERM'),
      }),
    )
  })
}

/**
 * getuser's fair floor (support/getuser-floor.ts) with the server's node flags; on PGlite
 * its data directory is made here and removed with it.
 */
async function startFloor(engine: Engine, thread: 'worker' | 'inline'): Promise<Server> {
  const dataDir = engine.url ? null : mkdtempSync(join(tmpdir(), 'taleloom-bench-floor-'))
  const env: Record<string, string> = engine.url
    ? { FLOOR_DATABASE_URL: engine.url, FLOOR_SCHEMA: 'getuser_floor' }
    : { FLOOR_DATA_DIR: dataDir!, FLOOR_PGLITE_THREAD: thread }
  const child = fork(join('tests', 'bench', 'support', 'getuser-floor.ts'), [], {
    execArgv: [...SERVER_NODE_FLAGS, '--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  process.once('exit', () => child.kill('SIGTERM'))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const { url, token } = await new Promise<{ url: string; token: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { url: string; token: string }))
    exited.then(() => reject(new Error('getuser floor exited early')))
  })
  return {
    url,
    token,
    pid: child.pid!,
    async stop() {
      child.disconnect()
      await exited
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function startProduct(env: Record<string, string>): Promise<Server> {
  const app = await startChildServer({ LOG_LEVEL: 'info', ...env })
  const token = await signUp(app.url, join(app.dataDir, 'outbox'))
  return { url: app.url, token, pid: app.process.pid!, stop: () => app.stop() }
}

interface Target {
  label: string
  url: string
  headers: Record<string, string>
  pid: number
}

interface Figures {
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
  /** CPU µs a request of the server's main thread and of all its threads; null off Linux. */
  cpuMain: number | null
  cpuTotal: number | null
}

async function load(target: Target): Promise<Figures> {
  const before = threadCpu(target.pid)
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: target.headers,
  })
  const after = threadCpu(target.pid)
  const perRequest = (pick: (cpu: ThreadCpu) => number) =>
    before && after ? ((pick(after) - pick(before)) * 1e6) / result.requests.total : null
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMain: perRequest((cpu) => cpu.main),
    cpuTotal: perRequest((cpu) => cpu.total),
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** A throwaway database on the PostgreSQL server at DATABASE_URL, dropped afterwards. */
async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = process.env.DATABASE_URL
  if (!base) return null
  const name = `taleloom_bench_${process.pid}`
  const admin = new pg.Client({ connectionString: base })
  try {
    await admin.connect()
    await admin.query(`create database ${name}`)
  } catch (error) {
    console.log(`(PostgreSQL run skipped: ${(error as Error).message})`)
    return null
  } finally {
    await admin.end().catch(() => {})
  }
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

interface Engine {
  label: 'PGlite' | 'PostgreSQL'
  /** PostgreSQL's scratch database; PGlite otherwise. */
  url?: string
}

const BARE = 'bare node:http, the same JSON, no SQL'
const FLOOR = "floor: node:http + getuser's SQL (same functions, driver, thread)"
const FLOOR_INLINE = 'floor, PGlite on the server thread'
const FULL = 'Taleloom getuser, full stack'
const FULL_INLINE = 'Taleloom getuser, full stack, PGlite on the server thread'
const HEALTH_SIGNED_IN = 'Taleloom /api/health with a token: stack + session look-up'
const HEALTH = 'Taleloom /api/health, no token: middleware stack alone'

/**
 * Starts the product and getuser's floor on one engine (on PGlite, also both with the
 * database on the server's own thread) and measures each target in turn, round after round.
 */
async function measure(engine: Engine): Promise<Map<string, Summary>> {
  const pglite = !engine.url
  const [app, floor, inlineApp, inlineFloor] = await Promise.all([
    startProduct(engine.url ? { DATABASE_URL: engine.url } : {}),
    startFloor(engine, 'worker'),
    pglite ? startProduct({ TALELOOM_PGLITE_THREAD: 'inline' }) : null,
    pglite ? startFloor(engine, 'inline') : null,
  ])
  const payload = JSON.stringify(await call(app.url, '/account/getuser', undefined, app.token))
  const bare = await startBareServer(payload)
  const getuser = (server: Server) => ({
    url: `${server.url}/api/account/getuser`,
    headers: bearer(server),
    pid: server.pid,
  })
  const targets: Target[] = [
    { label: BARE, url: bare.url, headers: {}, pid: bare.pid },
    { label: FLOOR, ...getuser(floor), url: floor.url },
    ...(inlineFloor
      ? [{ label: FLOOR_INLINE, ...getuser(inlineFloor), url: inlineFloor.url }]
      : []),
    { label: FULL, ...getuser(app) },
    ...(inlineApp ? [{ label: FULL_INLINE, ...getuser(inlineApp) }] : []),
    // The same stack and session look-up, no route query: what authentication costs.
    { label: HEALTH_SIGNED_IN, url: `${app.url}/api/health`, headers: bearer(app), pid: app.pid },
    // The same middleware stack without a database query: framework overhead alone.
    { label: HEALTH, url: `${app.url}/api/health`, headers: {}, pid: app.pid },
  ]
  // Until the JIT has compiled what each serves: a cold target loses a third of a short run.
  for (const { url, headers } of targets)
    await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers })
  const runs = new Map<string, Figures[]>(targets.map((target) => [target.label, []]))
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const target of targets) runs.get(target.label)!.push(await load(target))
  }
  for (const server of [bare, app, floor, inlineApp, inlineFloor]) await server?.stop()
  return new Map([...runs].map(([label, figures]) => [label, summarize(figures)]))
}

const bearer = (server: Server) => ({ authorization: `Bearer ${server.token}` })

type Summary = ReturnType<typeof summarize>

function summarize(runs: Figures[]) {
  const cpu = (pick: (run: Figures) => number | null) =>
    runs.every((run) => pick(run) !== null) ? median(runs.map((run) => pick(run)!)) : null
  return {
    rps: median(runs.map((run) => run.requestsPerSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpuMain: cpu((run) => run.cpuMain),
    cpuTotal: cpu((run) => run.cpuTotal),
  }
}

const microseconds = (value: number | null) => (value === null ? '–' : value.toFixed(0))

function report(engine: Engine, figures: Map<string, Summary>): string[] {
  const lines = [
    `\n${engine.label}\n`,
    '| server | requests/s | p50 ms | p99 ms | CPU µs a request: main thread / all threads | errors |',
    '|---|---|---|---|---|---|',
  ]
  for (const [label, row] of figures)
    lines.push(
      `| ${label} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${microseconds(row.cpuMain)} / ${microseconds(row.cpuTotal)} | ${row.errors} |`,
    )
  const get = (label: string) => figures.get(label)
  const ratio = (a: string, b: string) => ((get(a)?.rps ?? 0) / (get(b)?.rps ?? 1)).toFixed(2)
  // CPU a request of `a` beyond `b`'s, on the main thread and on all threads.
  const cpuGap = (a: string, b: string) => {
    const main = (get(a)?.cpuMain ?? Number.NaN) - (get(b)?.cpuMain ?? Number.NaN)
    const total = (get(a)?.cpuTotal ?? Number.NaN) - (get(b)?.cpuTotal ?? Number.NaN)
    return Number.isNaN(total) ? '–' : `${main.toFixed(0)} / ${total.toFixed(0)} µs`
  }
  lines.push(
    '',
    `ratio getuser full stack / fair floor on ${engine.label} = ${ratio(FULL, FLOOR)}× (goal ≥ 0.5×)`,
    `ratio getuser full stack / bare node:http = ${ratio(FULL, BARE)}×; fair floor / bare = ${ratio(FLOOR, BARE)}×; middleware stack alone / bare = ${ratio(HEALTH, BARE)}×`,
  )
  if (figures.has(FULL_INLINE))
    lines.push(
      `worker hop, on the worker / inline: floor ${ratio(FLOOR, FLOOR_INLINE)}×, full stack ${ratio(FULL, FULL_INLINE)}×; full stack / floor, both inline = ${ratio(FULL_INLINE, FLOOR_INLINE)}×`,
    )
  lines.push(
    "where a request's CPU goes (main thread / all threads):",
    `  getuser's SQL through the driver (floor − bare): ${cpuGap(FLOOR, BARE)}`,
    `  the middleware stack (health − bare): ${cpuGap(HEALTH, BARE)}`,
    `  the session look-up in the stack (health with a token − without): ${cpuGap(HEALTH_SIGNED_IN, HEALTH)}`,
    `  the route: its queries, validation, handler (getuser − health with a token): ${cpuGap(FULL, HEALTH_SIGNED_IN)}`,
    `  full stack beyond the floor (getuser − floor): ${cpuGap(FULL, FLOOR)}`,
  )
  if (figures.has(FULL_INLINE))
    lines.push(`  the worker hop (full stack on the worker − inline): ${cpuGap(FULL, FULL_INLINE)}`)
  return lines
}

async function main() {
  const started = performance.now()
  const engines: Engine[] = [{ label: 'PGlite' }]
  const scratch = await scratchDatabase()
  if (scratch) engines.push({ label: 'PostgreSQL', url: scratch.url })
  const lines: string[] = []
  try {
    for (const engine of engines) lines.push(...report(engine, await measure(engine)))
  } finally {
    await scratch?.drop()
  }
  console.log(
    `${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, median of ${ROUNDS} runs, each target in turn`,
  )
  for (const line of lines) console.log(line)
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s)`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
