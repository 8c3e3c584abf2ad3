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
    .find((name) => name.includes(email))
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

async function main() {
  const app = await startChildServer({ LOG_LEVEL: 'info' })
  const token = await signUp(app.url, join(app.dataDir, 'outbox'))
  const target = `${app.url}/api/account/getuser`
  const payload = JSON.stringify(await call(app.url, '/account/getuser', undefined, token))
  const bare = await startBareServer(payload)
  const warm = { authorization: `Bearer ${token}` }
  await autocannon({ url: target, connections: 8, duration: 2, headers: warm })

  const taleloomRuns: Figures[] = []
  const bareRuns: Figures[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    bareRuns.push(await load(bare.url, {}))
    taleloomRuns.push(await load(target, warm))
  }
  bare.stop()
  await app.stop()

  const summarize = (runs: Figures[]) => ({
    rps: median(runs.map((run) => run.requestsPerSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  })
  const ours = summarize(taleloomRuns)
  const baseline = summarize(bareRuns)
  console.log(
    `${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, median of ${ROUNDS} runs\n`,
  )
  console.log('| server | requests/s | p50 ms | p99 ms | errors |')
  console.log('|---|---|---|---|---|')
  console.log(
    `| bare node:http | ${baseline.rps.toFixed(0)} | ${baseline.p50} | ${baseline.p99} | ${baseline.errors} |`,
  )
  console.log(
    `| Taleloom getuser (full stack, PGlite) | ${ours.rps.toFixed(0)} | ${ours.p50} | ${ours.p99} | ${ours.errors} |`,
  )
  console.log(`\nratio Taleloom / bare = ${(ours.rps / baseline.rps).toFixed(2)}× (goal ≥ 0.5×)`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
