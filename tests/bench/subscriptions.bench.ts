/**
 * Subscription renewals: 10,000 paid card subscriptions due on the 1st renewed by one
 * scheduler run on PGlite (in-memory, on its worker thread as the server runs it), with
 * the ledger invariants checked after (auditLedger). Goal: ≤ 10 s. Floor, in the same run
 * and database: a naive loop of 10,000 plain single-row inserts, one awaited after the
 * other — the least a per-subscription renewal could cost in round trips.
 *
 *   npx tsx tests/bench/subscriptions.bench.ts
 *   SUBSCRIPTIONS=2000 CONCURRENCY=32 npx tsx tests/bench/subscriptions.bench.ts
 */
import { cpus, loadavg } from 'node:os'
import { sql } from 'kysely'
import pino from 'pino'
import { runRenewals } from '../../platform/channels/billing/renewals'
import { billingDb } from '../../platform/channels/billing/store'
import { migrateToLatest, openDatabase } from '../../platform/db'
import { allMigrations } from '../../platform/migrations'
import { createPaymentsService } from '../../platform/payments'
import { createSandboxProvider } from '../../platform/payments/providers/sandbox'
import { createCardCharger } from '../../platform/payments/subscription-cards'
import { auditLedger } from '../../platform/wallet/history'
import { createWalletService } from '../../platform/wallet/service'
import { insertPaidSubscriptions } from '../reliability/subscriptions-kit'

const COUNT = Number(process.env.SUBSCRIPTIONS ?? 10_000)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16)
const GOAL_MS = 10_000

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}, node ${process.version}, ${new Date().toISOString()}`,
)
const database = await openDatabase({})
try {
  await migrateToLatest(database.db, allMigrations)
  const nov = new Date('2026-11-01T00:00:00Z')
  const dec = new Date('2026-12-01T00:00:00Z')
  const clock = { now: () => dec }
  await insertPaidSubscriptions(database, { count: COUNT, periodStart: nov, periodEnd: dec })
  const wallet = createWalletService({ db: database.db, clock })
  const payments = createPaymentsService({
    db: database.db,
    clock,
    logger: pino({ level: 'silent' }),
    wallet,
    providers: { sandbox: createSandboxProvider() },
    publicUrl: 'http://127.0.0.1:8787',
    cardCharger: createCardCharger(null, database.db),
  })

  // Floor: plain inserts, one awaited after the other.
  await sql`create table bench_floor (id integer primary key, at timestamptz not null)`.execute(
    database.db,
  )
  const floorStarted = performance.now()
  for (let i = 0; i < COUNT; i++) {
    await sql`insert into bench_floor (id, at) values (${i}, ${dec})`.execute(database.db)
  }
  const floorMs = performance.now() - floorStarted

  const started = performance.now()
  const report = await runRenewals(
    { db: billingDb(database.db), payments, wallet },
    { workerId: 'bench', now: dec, concurrency: CONCURRENCY },
  )
  const renewMs = performance.now() - started

  const audit = await auditLedger({ db: database.db })
  const balanced =
    audit.totals.coin === 0 &&
    audit.totals.credit === 0 &&
    audit.negativeUserAccounts.length === 0 &&
    audit.mismatched.length === 0
  const booked = await database.db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('type', '=', 'coin_subscription')
    .executeTakeFirstOrThrow()
  if (report.paid !== COUNT || Number(booked.n) !== COUNT || !balanced) {
    console.log('FAILED: not every renewal was booked once, or the ledger is off', report, audit)
    process.exitCode = 1
  }
  console.log(
    `PGlite (worker thread), ${COUNT} renewals, concurrency ${CONCURRENCY}: ` +
      `${(renewMs / 1000).toFixed(2)} s (${Math.round(COUNT / (renewMs / 1000))}/s, goal ≤ ${GOAL_MS / 1000} s${
        COUNT === 10_000 ? (renewMs <= GOAL_MS ? ', met' : ', NOT met') : ''
      }); ledger invariants ${balanced ? 'hold' : 'BROKEN'}, ${booked.n} transactions\n` +
      `  floor (${COUNT} plain inserts, one at a time): ${(floorMs / 1000).toFixed(2)} s; ` +
      `renewal / floor = ${(renewMs / floorMs).toFixed(1)}×`,
  )
} finally {
  await database.close()
}
