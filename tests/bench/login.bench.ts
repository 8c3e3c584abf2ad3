/**
 * Accounts login cost: Argon2id hash and verify time with the configured parameters
 * (median of 25 each), then logins per second through the accounts service (password
 * check, throttle bookkeeping, session insert, user read) with 2 concurrent workers,
 * as on a 2-core machine. Baseline, same run: bare Argon2 verifies per second with the same
 * 2 workers; the ratio says what the rest of a login (5–8 small queries) costs.
 *
 *   npx tsx tests/bench/login.bench.ts        (DATABASE_URL set: PostgreSQL, else PGlite)
 */
import { cpus } from 'node:os'
import { hash, verify } from '@node-rs/argon2'
import pino from 'pino'
import { createAccountsService } from '../../platform/accounts/service'
import { migrateToLatest, openDatabase } from '../../platform/db'
import { systemClock } from '../../platform/http'
import { createDatabaseLimitStore } from '../../platform/limits'
import { allMigrations } from '../../platform/migrations'
import { loadConfig } from '../../server/config'

const SAMPLES = 25
const WORKERS = 2
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function timeEach(count: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = []
  for (let index = 0; index < count; index += 1) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  return times
}

const { argon2 } = loadConfig({})
const options = {
  algorithm: 2,
  memoryCost: argon2.memoryKiB,
  timeCost: argon2.iterations,
  parallelism: 1,
}
const stored = await hash('Bench-password-1', options)
const hashMedian = median(await timeEach(SAMPLES, () => hash('Bench-password-1', options)))
const verifyMedian = median(await timeEach(SAMPLES, () => verify(stored, 'Bench-password-1')))

const database = await openDatabase({ url: process.env.DATABASE_URL })
await migrateToLatest(database.db, allMigrations)
const service = createAccountsService({
  db: database.db,
  mailer: { transport: 'outbox', send: async () => ({ id: 'bench' }) },
  logger: pino({ level: 'silent' }),
  clock: systemClock,
  limits: createDatabaseLimitStore({ db: database.db, clock: systemClock }),
  settings: {
    publicUrl: 'http://bench',
    sessionDays: 30,
    guestFreeChats: 5,
    blockedEmailDomains: [],
    argon2,
  },
})
const email = `bench-${Date.now()}@taleloom.local`
await service.seed({ adminEmail: email, adminPassword: 'Bench-password-1' })

/** Calls per second of `run` with WORKERS concurrent loops for SECONDS. */
async function throughput(run: () => Promise<unknown>): Promise<number> {
  let calls = 0
  const started = performance.now()
  const deadline = started + SECONDS * 1000
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < deadline) {
        await run()
        calls += 1
      }
    }),
  )
  return calls / ((performance.now() - started) / 1000)
}

const ceiling = await throughput(() => verify(stored, 'Bench-password-1'))
const perSecond = await throughput(async () => {
  const response = await service.login(email, 'Bench-password-1')
  if ('stage' in response || response.require2FA) throw new Error('login.bench: not a session')
})
await database.close()

console.log(
  `machine: ${cpus()[0]?.model} × ${cpus().length}, node ${process.version}, ${new Date().toISOString()}`,
)
console.log(`database: ${database.engine}`)
console.log(`argon2id m=${argon2.memoryKiB} KiB t=${argon2.iterations} p=1`)
console.log(`hash median:   ${hashMedian.toFixed(1)} ms (n=${SAMPLES})`)
console.log(`verify median: ${verifyMedian.toFixed(1)} ms (n=${SAMPLES})`)
console.log(`bare argon2 verifies/s, ${WORKERS} workers, ${SECONDS} s: ${ceiling.toFixed(1)}`)
console.log(
  `logins/s through the service, ${WORKERS} workers, ${SECONDS} s: ${perSecond.toFixed(1)}`,
)
console.log(`ratio logins / bare verifies: ${(perSecond / ceiling).toFixed(2)}`)
