/**
 * Wallet holds: reserve + settle pairs per second (the money path of every chat turn),
 * on PGlite (in-memory) and on PostgreSQL when DATABASE_URL reaches one, with the ledger
 * invariants checked after each run. Goal: ≥ 2,000 pairs/s on PGlite.
 * Median of BENCH_RUNS runs (default 3) of BENCH_SECONDS seconds (default 3), 50 users,
 * CONCURRENCY concurrent chats (default 8).
 *
 *   npx tsx tests/bench/wallet.bench.ts
 */
import { cpus, loadavg } from 'node:os'
import { CompiledQuery } from 'kysely'
import { type Database, migrateToLatest, newObjectId, openDatabase } from '../../platform/db'
import { systemClock } from '../../platform/http'
import { auditLedger } from '../../platform/wallet/history'
import { createWalletService } from '../../platform/wallet/service'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8)
const USERS = 50

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** This process's CPU milliseconds per pair: with PGlite all the database work is in-process, so 1000 / this is the rate one idle core would reach. */
const cpuPerPair: number[] = []

async function measure(database: Database): Promise<number[]> {
  cpuPerPair.length = 0
  const wallet = createWalletService({ db: database.db, clock: systemClock })
  const users = Array.from({ length: USERS }, () => newObjectId())
  for (const user of users) {
    await wallet.grant({ key: `seed-${user}`, userOid: user, kind: 'credits', amount: 100_000_000 })
  }
  const rates: number[] = []
  let sequence = 0
  for (let run = 0; run < RUNS + 1; run += 1) {
    let pairs = 0
    const deadline = performance.now() + SECONDS * 1000
    const started = performance.now()
    const cpuStarted = process.cpuUsage()
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        while (performance.now() < deadline) {
          const requestId = `bench-${run}-${worker}-${sequence++}`
          const userOid = users[sequence % USERS]!
          const expiresAt = new Date(Date.now() + 600_000)
          await wallet.holds.reserve({ requestId, userOid, amount: 40, expiresAt })
          await wallet.holds.settle({ requestId, amount: 25 })
          pairs += 1
        }
      }),
    )
    // The first run warms up (JIT, plans, pages) and is not counted.
    if (run > 0) {
      rates.push(pairs / ((performance.now() - started) / 1000))
      const cpu = process.cpuUsage(cpuStarted)
      cpuPerPair.push((cpu.user + cpu.system) / 1000 / pairs)
    }
  }
  const audit = await auditLedger({ db: database.db })
  const whole =
    audit.totals.coin === 0 &&
    audit.totals.credit === 0 &&
    audit.mismatched.length === 0 &&
    audit.negativeUserAccounts.length === 0
  if (!whole)
    throw new Error(`wallet bench: ledger invariants broken ${JSON.stringify(audit.totals)}`)
  return rates
}

/**
 * Baseline in the same run: the least a pair can cost on the engine, two bare write
 * transactions (begin, update one balance, insert one row, commit) without the ledger.
 */
async function measureBaseline(database: Database): Promise<number> {
  await database.query('create table bench_baseline (id text primary key, amount bigint not null)')
  await database.query('create table bench_balance (id int primary key, balance bigint not null)')
  await database.query('insert into bench_balance values (1, 0)')
  let pairs = 0
  let sequence = 0
  const deadline = performance.now() + SECONDS * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        for (let step = 0; step < 2; step += 1) {
          await database.db.transaction().execute(async (trx) => {
            await trx.executeQuery(
              CompiledQuery.raw('update bench_balance set balance = balance + 1 where id = 1'),
            )
            await trx.executeQuery(
              CompiledQuery.raw('insert into bench_baseline values ($1, 1)', [`b${sequence++}`]),
            )
          })
        }
        pairs += 1
      }
    }),
  )
  return pairs / ((performance.now() - started) / 1000)
}

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}, node ${process.version}, ${new Date().toISOString()}`,
)
const engines: Array<{ name: string; open: () => Promise<Database> }> = [
  { name: 'PGlite (in-memory)', open: () => openDatabase({}) },
]
const schema = `bench_${newObjectId().slice(-8)}`
if (process.env.DATABASE_URL) {
  engines.push({
    name: 'PostgreSQL',
    open: () => openDatabase({ url: process.env.DATABASE_URL, schema, poolSize: CONCURRENCY * 2 }),
  })
}
for (const engine of engines) {
  let database: Database
  try {
    database = await engine.open()
  } catch (error) {
    console.log(`${engine.name}: skipped (${(error as Error).message})`)
    continue
  }
  try {
    await migrateToLatest(database.db)
    const rates = await measure(database)
    const cpu = median(cpuPerPair)
    const baseline = await measureBaseline(database)
    const rate = median(rates)
    console.log(
      `${engine.name}: ${Math.round(rate)} reserve+settle pairs/s (median of ${rates.length} × ${SECONDS}s: ${rates.map(Math.round).join(', ')}; ${CONCURRENCY} concurrent; invariants hold); ` +
        `${cpu.toFixed(2)} ms of this process's CPU per pair (≈ ${Math.round(1000 / cpu)} pairs per CPU-second). ` +
        `Baseline (2 bare write transactions per pair): ${Math.round(baseline)} pairs/s; ledger/baseline = ${(rate / baseline).toFixed(2)}`,
    )
  } finally {
    if (database.engine === 'postgres')
      await database.query(`drop schema if exists ${schema} cascade`)
    await database.close()
  }
}
