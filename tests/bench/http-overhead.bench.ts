/**
 * Framework overhead: an authenticated `GET /api/account/getuser` through the full
 * middleware stack (request id, JSON request log, body limit, common fields, session
 * lookup in the database, language, handler) vs a bare `node:http` handler returning
 * the same JSON. Each server runs in its own child process; autocannon drives both from
 * this process on loopback, in the same run. Goal: ≥ 0.5× bare node.
 */
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { startChildServer } from './support/child-server'

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = 32
const ROUNDS = 2

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

function startBareServer(payload: string): Promise<{ url: string; stop(): void }> {
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
  return new Promise((resolve) => {
    child.stdout?.once('data', (chunk: Buffer) =>
      resolve({ url: chunk.toString().trim(), stop: () => child.kill('SIGTERM') }),
    )
  })
}

interface Figures {
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
}

async function load(url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
  })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

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

/** Starts the product on one engine, signs a user up and measures getuser against bare node. */
async function measure(engineEnv: Record<string, string>) {
  const app = await startChildServer({ LOG_LEVEL: 'info', ...engineEnv })
  const token = await signUp(app.url, join(app.dataDir, 'outbox'))
  const target = `${app.url}/api/account/getuser`
  const payload = JSON.stringify(await call(app.url, '/account/getuser', undefined, token))
  const bare = await startBareServer(payload)
  const warm = { authorization: `Bearer ${token}` }
  await autocannon({ url: target, connections: 8, duration: 2, headers: warm })
  const taleloomRuns: Figures[] = []
  const bareRuns: Figures[] = []
  const stackRuns: Figures[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    bareRuns.push(await load(bare.url, {}))
    taleloomRuns.push(await load(target, warm))
    // The same middleware stack without a database query: framework overhead alone.
    stackRuns.push(await load(`${app.url}/api/health`, {}))
  }
  bare.stop()
  await app.stop()
  return { taleloomRuns, bareRuns, stackRuns }
}

async function main() {
  const rows: string[] = []
  const ratios: string[] = []
  const engines: Array<{ label: string; env: Record<string, string>; done?: () => Promise<void> }> =
    [{ label: 'PGlite', env: {} }]
  const scratch = await scratchDatabase()
  if (scratch)
    engines.push({ label: 'PostgreSQL', env: { DATABASE_URL: scratch.url }, done: scratch.drop })
  for (const engine of engines) {
    const { taleloomRuns, bareRuns, stackRuns } = await measure(engine.env)
    await engine.done?.()
    const ours = summarize(taleloomRuns)
    const baseline = summarize(bareRuns)
    const stack = summarize(stackRuns)
    rows.push(
      `| bare node:http (same run as ${engine.label}) | ${baseline.rps.toFixed(0)} | ${baseline.p50} | ${baseline.p99} | ${baseline.errors} |`,
    )
    rows.push(
      `| Taleloom getuser, full stack, ${engine.label} | ${ours.rps.toFixed(0)} | ${ours.p50} | ${ours.p99} | ${ours.errors} |`,
    )
    rows.push(
      `| Taleloom /api/health: same stack, no query (${engine.label} run) | ${stack.rps.toFixed(0)} | ${stack.p50} | ${stack.p99} | ${stack.errors} |`,
    )
    ratios.push(
      `ratio Taleloom getuser / bare on ${engine.label} = ${(ours.rps / baseline.rps).toFixed(2)}× (goal ≥ 0.5×)`,
    )
    ratios.push(
      `ratio middleware stack alone / bare on ${engine.label} = ${(stack.rps / baseline.rps).toFixed(2)}×`,
    )
  }
  console.log(
    `${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, median of ${ROUNDS} runs\n`,
  )
  console.log('| server | requests/s | p50 ms | p99 ms | errors |')
  console.log('|---|---|---|---|---|')
  for (const row of rows) console.log(row)
  console.log('')
  for (const ratio of ratios) console.log(ratio)
}

function summarize(runs: Figures[]) {
  return {
    rps: median(runs.map((run) => run.requestsPerSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
