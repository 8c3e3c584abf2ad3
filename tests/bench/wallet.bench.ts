/**
 * Wallet holds: reserve + settle pairs per second (the money path of every chat turn),
 * on PGlite (in-memory; on its worker thread and on the bench's thread) and on PostgreSQL when DATABASE_URL reaches one, with the ledger
 * invariants checked after each run. Goal: ≥ 2,000 pairs/s on PGlite.
 * Median of BENCH_RUNS runs (default 3) of BENCH_SECONDS seconds (default 3), 50 users, at
 * each level of CONCURRENCY concurrent chats (a comma-separated list, default 8 and 32: a
 * lightly loaded server, and one with as many turns in flight as 2,000 pairs/s at ~15 ms a
 * pair means by Little's law). Runs alternate between the service's group-commit path and
 * the previous per-statement path (see previousPair), so both see the same load. The
 * latency of a pair (reserve, then settle) is reported with the rate, since group commit
 * buys its throughput by making calls wait for a batch.
 *
 *   npx tsx tests/bench/wallet.bench.ts
 *   CONCURRENCY=8 BENCH_PATHS=batched BENCH_RUNS=5 npx tsx tests/bench/wallet.bench.ts
 */
import { cpus, loadavg } from 'node:os'
import { CompiledQuery, sql } from 'kysely'
import { type Database, migrateToLatest, newObjectId, openDatabase } from '../../platform/db'
import { systemClock } from '../../platform/http'
import { allMigrations } from '../../platform/migrations'
import { fingerprint } from '../../platform/wallet/fingerprint'
import { auditLedger } from '../../platform/wallet/history'
import { createWalletService } from '../../platform/wallet/service'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const LEVELS = (process.env.CONCURRENCY ?? '8,32').split(',').map(Number)
const USERS = 50
/** BENCH_PATHS=batched skips the same-run comparison with the previous per-statement path. */
const PATHS = (process.env.BENCH_PATHS ?? 'batched,previous').split(',')

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

type Path = 'batched' | 'previous'

interface Figures {
  rates: number[]
  /** Milliseconds from the reserve call to the settle's answer, every pair of every counted run. */
  latencies: number[]
  /** This process's CPU milliseconds per pair: with PGlite all the database work is in-process, so 1000 / this is the rate one idle core would reach. */
  cpuPerPair: number[]
}

/**
 * The pair as the wallet sent it before group commit (commit ec04fcf), statement for
 * statement: `wallet_hold_reserve`, then the settle's read of the hold, then
 * `wallet_hold_finish`, each its own statement. Kept here only, so that every run of this
 * bench compares both paths in the same minutes on the same database.
 */
async function previousPair(database: Database, requestId: string, userOid: string) {
  const expiresAt = new Date(Date.now() + 600_000)
  const expiresIso = expiresAt.toISOString()
  const key = `hold:${requestId}`
  const reserveFingerprint = fingerprint({
    type: 'hold',
    body: { userOid, amount: 40, expiresAt: expiresIso, chargeType: 'story_chat' },
  })
  let now = new Date()
  await sql`select wallet_hold_reserve(
      ${newObjectId(now.getTime())}, ${key}, ${reserveFingerprint}, ${requestId},
      ${userOid}, ${40}::bigint, ${expiresAt}::timestamptz, ${expiresIso},
      ${'story_chat'}, ${now}::timestamptz, ${1000}::bigint
    ) as result`.execute(database.db)
  const hold = await database.db
    .selectFrom('wallet_holds')
    .selectAll()
    .where('request_id', '=', requestId)
    .executeTakeFirst()
  if (hold?.status !== 'held') throw new Error(`wallet bench: hold ${requestId} missing`)
  now = new Date()
  const action = { kind: 'settle', amount: 25 }
  const finishFingerprint = fingerprint({ type: 'story_chat', body: { requestId, action } })
  const { rows } = await sql<{ result: unknown }>`select wallet_hold_finish(
      ${newObjectId(now.getTime())}, ${`hold-finish:${requestId}`}, ${finishFingerprint},
      ${'story_chat'}, ${requestId}, ${hold.user_oid}, ${'settled'}, ${25}::bigint,
      ${now}::timestamptz
    ) as result`.execute(database.db)
  if (!rows[0]?.result) throw new Error(`wallet bench: hold ${requestId} not settled`)
}

/** Alternates runs of the batched service path and the previous per-statement path. */
async function measure(database: Database, concurrency: number): Promise<Record<Path, Figures>> {
  const wallet = createWalletService({ db: database.db, clock: systemClock })
  const users = Array.from({ length: USERS }, () => newObjectId())
  for (const user of users) {
    await wallet.grant({ key: `seed-${user}`, userOid: user, kind: 'credits', amount: 100_000_000 })
  }
  const figures: Record<Path, Figures> = {
    batched: { rates: [], latencies: [], cpuPerPair: [] },
    previous: { rates: [], latencies: [], cpuPerPair: [] },
  }
  const paths: Path[] = PATHS.includes('previous') ? ['batched', 'previous'] : ['batched']
  let sequence = 0
  for (let run = 0; run < RUNS + 1; run += 1) {
    for (const path of paths) {
      let pairs = 0
      const deadline = performance.now() + SECONDS * 1000
      const started = performance.now()
      const cpuStarted = process.cpuUsage()
      const latencies: number[] = []
      await Promise.all(
        Array.from({ length: concurrency }, async (_, worker) => {
          while (performance.now() < deadline) {
            const pairStarted = performance.now()
            const requestId = `bench-${path}-${concurrency}-${run}-${worker}-${sequence++}`
            const userOid = users[sequence % USERS]!
            if (path === 'previous') {
              await previousPair(database, requestId, userOid)
            } else {
              const expiresAt = new Date(Date.now() + 600_000)
              await wallet.holds.reserve({ requestId, userOid, amount: 40, expiresAt })
              await wallet.holds.settle({ requestId, amount: 25 })
            }
            latencies.push(performance.now() - pairStarted)
            pairs += 1
          }
        }),
      )
      // The first round warms up (JIT, plans, pages) and is not counted.
      if (run > 0) {
        figures[path].rates.push(pairs / ((performance.now() - started) / 1000))
        figures[path].latencies.push(...latencies)
        const cpu = process.cpuUsage(cpuStarted)
        figures[path].cpuPerPair.push((cpu.user + cpu.system) / 1000 / pairs)
      }
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
  // Every pair settled: no hold left open, each charged 25 of 40.
  const [open] = await database.query<{ open: string | number; wrong: string | number }>(
    `select count(*) filter (where status <> 'settled') as open,
            count(*) filter (where charged <> 25) as wrong from wallet_holds`,
  )
  if (Number(open?.open) !== 0 || Number(open?.wrong) !== 0)
    throw new Error(`wallet bench: holds left unsettled ${JSON.stringify(open)}`)
  return figures
}

/**
 * Baseline in the same run: the least a pair can cost on the engine, two bare write
 * transactions (begin, update one balance, insert one row, commit) without the ledger.
 */
async function measureBaseline(database: Database, concurrency: number): Promise<number> {
  await database.query(
    'create table if not exists bench_baseline (id text primary key, amount bigint not null)',
  )
  await database.query(
    'create table if not exists bench_balance (id int primary key, balance bigint not null)',
  )
  await database.query('insert into bench_balance values (1, 0) on conflict do nothing')
  let pairs = 0
  let sequence = 0
  const deadline = performance.now() + SECONDS * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        for (let step = 0; step < 2; step += 1) {
          await database.db.transaction().execute(async (trx) => {
            await trx.executeQuery(
              CompiledQuery.raw('update bench_balance set balance = balance + 1 where id = 1'),
            )
            await trx.executeQuery(
              CompiledQuery.raw('insert into bench_baseline values ($1, 1)', [
                `b${concurrency}-${sequence++}`,
              ]),
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
// PGlite on its worker thread, as the server runs it, and on this thread for comparison.
const engines: Array<{ name: string; open: () => Promise<Database> }> = [
  { name: 'PGlite (in-memory, worker thread)', open: () => openDatabase({}) },
  {
    name: 'PGlite (in-memory, this thread)',
    open: () => openDatabase({ pgliteThread: 'inline' }),
  },
]
const schema = `bench_${newObjectId().slice(-8)}`
if (process.env.DATABASE_URL) {
  engines.push({
    name: 'PostgreSQL',
    open: () =>
      openDatabase({ url: process.env.DATABASE_URL, schema, poolSize: Math.max(...LEVELS) * 2 }),
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
    await migrateToLatest(database.db, allMigrations)
    for (const concurrency of LEVELS) {
      const figures = await measure(database, concurrency)
      const baseline = await measureBaseline(database, concurrency)
      const line = (path: Path) => {
        const { rates, latencies, cpuPerPair } = figures[path]
        const rate = median(rates)
        const cpu = median(cpuPerPair)
        return (
          `${Math.round(rate)} pairs/s (median of ${rates.length} × ${SECONDS}s: ${rates.map(Math.round).join(', ')}), ` +
          `pair p50 ${percentile(latencies, 50).toFixed(1)} / p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
          `${cpu.toFixed(2)} ms CPU/pair (≈ ${Math.round(1000 / cpu)} pairs per CPU-second), ` +
          `${(rate / baseline).toFixed(2)}× baseline`
        )
      }
      console.log(
        `${engine.name}, ${concurrency} concurrent, invariants hold:\n` +
          `  group commit (service):            ${line('batched')}\n` +
          (figures.previous.rates.length > 0
            ? `  previous (3 statements, per call):  ${line('previous')}\n` +
              `  group commit / previous = ${(median(figures.batched.rates) / median(figures.previous.rates)).toFixed(2)}\n`
            : '') +
          `  baseline (2 bare write transactions per pair): ${Math.round(baseline)} pairs/s`,
      )
    }
  } finally {
    if (database.engine === 'postgres')
      await database.query(`drop schema if exists ${schema} cascade`)
    await database.close()
  }
}
