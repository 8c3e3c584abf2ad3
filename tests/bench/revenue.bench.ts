/**
 * Revenue aggregation for a creator with 1,000,000 coin events (three years of donations,
 * subscriptions and sales, beside 200,000 events of other creators) on PGlite, in memory on
 * its worker thread as the server runs it. Measured: the revenue calls' aggregation
 * (`/coinevent/creator/aggregate`, by month over all time, and revenue by month and
 * category for a year) from the wallet's kept per-day rows, p50 and p99; beside, in the
 * same run, the naive GROUP BY over the creator's ledger entries giving the same answer.
 * Goals: p50 ≤ 100 ms and ≥ 10× the naive query. Then the cost of keeping the rows: a
 * donation booked with and without the trigger that keeps them.
 *
 *   npx tsx tests/bench/revenue.bench.ts
 *   EVENTS=200000 npx tsx tests/bench/revenue.bench.ts
 */
import { sql } from 'kysely'
import { migrateToLatest, openDatabase } from '../../platform/db'
import { systemClock } from '../../platform/http'
import { allMigrations } from '../../platform/migrations'
import { createRevenue } from '../../platform/revenue'
import { createWalletService, rebuildCreatorDaily } from '../../platform/wallet'

const EVENTS = Number(process.env.EVENTS ?? 1_000_000)
const OTHER_EVENTS = Number(process.env.OTHER_EVENTS ?? 200_000)
const RUNS = Number(process.env.RUNS ?? 40)
const NAIVE_RUNS = Number(process.env.NAIVE_RUNS ?? 5)
const BOOKINGS = Number(process.env.BOOKINGS ?? 300)

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const ms = (value: number) => `${value.toFixed(2)} ms`
async function timed(runs: number, body: () => Promise<unknown>) {
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    await body()
    times.push(performance.now() - start)
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) }
}

const creator = 'a'.repeat(24)
const database = await openDatabase({})
await migrateToLatest(database.db, allMigrations)
const { db } = database

/** `count` balanced transactions of one earnings account, spread over 2024-01-01 … 2026-12-31. */
async function seed(owner: string, count: number, prefix: string) {
  const account = `user/${owner}/earnings`
  await sql`
    insert into wallet_accounts (id, owner_oid, kind, unit, is_system, balance)
    values (${account}, ${owner}, 'earnings', 'coin', false, 0)`.execute(db)
  const span = Date.parse('2026-12-31T00:00:00Z') - Date.parse('2024-01-01T00:00:00Z')
  for (let start = 0; start < count; start += 100_000) {
    const end = Math.min(count, start + 100_000)
    await sql`
      insert into wallet_transactions (id, idempotency_key, fingerprint, type, metadata, result, created_at)
      select ${prefix}::text || lpad(i::text, 20, '0'), ${prefix}::text || i, 'bench',
        (array['donation', 'coin_subscription', 'purchase', 'live_donation', 'chat_content'])[1 + i % 5],
        '{}'::jsonb, 'null'::jsonb,
        timestamptz '2024-01-01T00:00:00Z' + (i::float8 / ${count}::float8 * ${span}::float8) * interval '1 millisecond'
      from generate_series(${start}::int, ${end - 1}::int) as i`.execute(db)
    await sql`
      insert into wallet_entries (transaction_id, account_id, amount)
      select ${prefix}::text || lpad(i::text, 20, '0'), a.account, a.amount * (10 + i % 90)
      from generate_series(${start}::int, ${end - 1}::int) as i
      cross join (values (${account}::text, 1), ('system/payment_clearing/coin', -1)) as a (account, amount)`.execute(
      db,
    )
  }
  await sql`
    update wallet_accounts set balance = (select sum(amount) from wallet_entries where account_id = ${account})
    where id = ${account}`.execute(db)
}

console.log(
  `seeding ${EVENTS.toLocaleString()} events of one creator and ${OTHER_EVENTS.toLocaleString()} of others…`,
)
const seedStart = performance.now()
// Bulk load: the ledger's triggers are skipped and the kept rows rebuilt once after.
await sql`set session_replication_role = replica`.execute(db)
await seed(creator, EVENTS, 'b')
for (let other = 1; other <= 20; other++) {
  await seed(other.toString(16).padStart(24, '0'), OTHER_EVENTS / 20, `o${other}-`)
}
await sql`set session_replication_role = origin`.execute(db)
await rebuildCreatorDaily(db)
await sql`vacuum analyze`.execute(db)
console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`)

const wallet = createWalletService({ db, clock: systemClock })
// The bench reads revenue; it never changes a payout account (no step-up to check).
const revenue = createRevenue({
  db,
  clock: systemClock,
  wallet,
  stepUp: { verify: async () => {} },
})
const { events, settlements } = revenue.service

// The answers agree before anything is timed.
const kept = await wallet.creatorEarnings.daily({ creatorOid: creator })
const naive = await wallet.creatorEarnings.dailyFromLedger({ creatorOid: creator })
if (JSON.stringify(kept) !== JSON.stringify(naive))
  throw new Error('kept rows differ from the ledger')
const total = kept.reduce((sum, row) => sum + row.count, 0)
if (total !== EVENTS) throw new Error(`expected ${EVENTS} events, kept rows count ${total}`)
console.log(
  `${kept.length.toLocaleString()} kept rows (day × type) for ${total.toLocaleString()} events`,
)

const allTime = await timed(RUNS, () => events.creatorAggregate(creator, {}, {}))
const year = await timed(RUNS, () => settlements.monthly(creator, 2025))
const naiveAllTime = await timed(NAIVE_RUNS, () =>
  wallet.creatorEarnings.dailyFromLedger({ creatorOid: creator, grain: 'month' }),
)
const naiveByType = await timed(NAIVE_RUNS, () =>
  wallet.creatorAggregateByType({ creatorOid: creator }),
)

console.log('')
console.log('| Measure | p50 | p99 | Goal |')
console.log('| --- | --- | --- | --- |')
console.log(
  `| aggregate by month, all time (kept rows) | ${ms(allTime.p50)} | ${ms(allTime.p99)} | p50 ≤ 100 ms |`,
)
console.log(
  `| revenue by month and category, one year (kept rows) | ${ms(year.p50)} | ${ms(year.p99)} | p50 ≤ 100 ms |`,
)
console.log(
  `| naive GROUP BY month and type over the ledger | ${ms(naiveAllTime.p50)} | ${ms(naiveAllTime.p99)} | floor |`,
)
console.log(
  `| naive GROUP BY type over the ledger (the wallet's old coinType) | ${ms(naiveByType.p50)} | ${ms(naiveByType.p99)} | floor |`,
)
const speedup = naiveAllTime.p50 / allTime.p50
console.log(`\nkept rows vs naive (same answer): ${speedup.toFixed(0)}× faster at p50 (goal ≥ 10×)`)

// What keeping the rows costs a booking: donations with the trigger, then without it.
const fan = 'f'.repeat(24)
await wallet.grant({ key: 'bench-fan', userOid: fan, kind: 'coins', amount: 10_000_000 })
const donate = (label: string) => async () => {
  let index = 0
  return timed(BOOKINGS, () =>
    wallet.transfer({
      key: `${label}-${index++}`,
      fromUserOid: fan,
      toUserOid: creator,
      coins: 10,
    }),
  )
}
const withTrigger = await (await donate('with'))()
await sql`alter table wallet_entries disable trigger wallet_creator_daily_fold`.execute(db)
const withoutTrigger = await (await donate('without'))()
await sql`alter table wallet_entries enable trigger wallet_creator_daily_fold`.execute(db)
console.log(
  `donation booked: ${ms(withTrigger.p50)} p50 with the kept rows, ${ms(withoutTrigger.p50)} without (${BOOKINGS} each)`,
)

const ok = allTime.p50 <= 100 && year.p50 <= 100 && speedup >= 10
console.log(ok ? '\nPASS' : '\nFAIL: a goal was missed')
await database.close()
process.exit(ok ? 0 : 1)
