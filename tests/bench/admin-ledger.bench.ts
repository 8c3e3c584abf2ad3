/**
 * The admin's ledger page (the Refunds page's list of a user's transactions) over 1,000,000
 * users and 5,000,000 ledger entries on PGlite, in memory on its worker thread as the server
 * runs it: a keyset page of 30 transactions through the wallet's `userLedgerPage` (one
 * backward walk of `wallet_entries_account_transaction` per account kind), for random users'
 * first pages and for pages deep in one heavy user's history, p50 / p99 over 200 pages each;
 * beside it in the same run the floor, a bare indexed query of the same user's entries
 * (one account's newest 31 rows). Goal: p50 ≤ 50 ms.
 *
 *   npx tsx tests/bench/admin-ledger.bench.ts
 *   USERS=100000 ENTRIES=500000 npx tsx tests/bench/admin-ledger.bench.ts
 */
import { cpus, loadavg } from 'node:os'
import { sql } from 'kysely'
import { migrateToLatest, openDatabase } from '../../platform/db'
import { allMigrations } from '../../platform/migrations'
import { userLedgerPage } from '../../platform/wallet/admin-ledger'

const USERS = Number(process.env.USERS ?? 1_000_000)
const ENTRIES = Number(process.env.ENTRIES ?? 5_000_000)
/** Transactions of the heavy user (a whale's history), part of ENTRIES. */
const HEAVY = Number(process.env.HEAVY ?? 50_000)
const PAGES = 200
const BATCH = 250_000

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const ms = (value: number) => `${value.toFixed(2)} ms`
const userOid = (n: number) => n.toString(16).padStart(24, '0')
const txId = (i: number) => i.toString(16).padStart(24, '0')

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}, node ${process.version}, ${new Date().toISOString()}`,
)
const database = await openDatabase({})
const { db } = database
try {
  await migrateToLatest(db, allMigrations)
  let started = performance.now()
  // Bulk load: the ledger's checks are skipped (every transaction balances by construction)
  // and the page's index is built once after the rows, as migration 0820 defines it.
  await sql`set session_replication_role = replica`.execute(db)
  await sql`drop index wallet_entries_account_transaction`.execute(db)
  for (let start = 1; start <= USERS; start += BATCH) {
    const end = Math.min(USERS, start + BATCH - 1)
    await sql`
      insert into wallet_accounts (id, owner_oid, kind, unit, is_system, balance)
      select 'user/' || lpad(to_hex(n), 24, '0') || '/coins', lpad(to_hex(n), 24, '0'),
        'coins', 'coin', false, 0
      from generate_series(${start}::int, ${end}::int) as n`.execute(db)
  }
  // Two entries a transaction: the user's coins and the payment clearing account. User 1 is
  // the heavy one; the rest spread over every user.
  const transactions = ENTRIES / 2
  for (let start = 1; start <= transactions; start += BATCH) {
    const end = Math.min(transactions, start + BATCH - 1)
    await sql`
      insert into wallet_transactions (id, idempotency_key, fingerprint, type, metadata, result, created_at)
      select lpad(to_hex(i), 24, '0'), 'bench-' || i, 'bench', 'increase', '{}'::jsonb,
        'null'::jsonb, timestamptz '2025-01-01T00:00:00Z' + i * interval '10 seconds'
      from generate_series(${start}::int, ${end}::int) as i`.execute(db)
    await sql`
      insert into wallet_entries (transaction_id, account_id, amount)
      select lpad(to_hex(i), 24, '0'), a.account, a.sign * 10
      from generate_series(${start}::int, ${end}::int) as i
      cross join lateral (values
        ('user/' || lpad(to_hex(case when i % ${Math.round(transactions / HEAVY)} = 0 then 1
          else 2 + (i::bigint * 7919) % (${USERS} - 1) end), 24, '0') || '/coins', 1),
        ('system/payment_clearing/coin', -1)) as a (account, sign)`.execute(db)
  }
  await sql`
    create index wallet_entries_account_transaction
    on wallet_entries (account_id, transaction_id)`.execute(db)
  await sql`set session_replication_role = origin`.execute(db)
  await sql`vacuum analyze`.execute(db)
  const counted = await sql<{ n: string }>`select count(*) as n from wallet_entries`.execute(db)
  console.log(
    `${USERS.toLocaleString()} users, ${Number(counted.rows[0]?.n).toLocaleString()} entries in ${(
      (performance.now() - started) / 1000
    ).toFixed(1)} s`,
  )

  const pick = () => 2 + Math.floor(Math.random() * (USERS - 1))
  const heavy = await userLedgerPage({ db }, { userOid: userOid(1), limit: 30 })
  if (heavy.transactions.length !== 30 || !heavy.next)
    throw new Error('the heavy user has no pages')
  const service: number[] = []
  const deep: number[] = []
  const floor: number[] = []
  for (let index = 0; index < PAGES; index++) {
    const user = userOid(pick())
    started = performance.now()
    await userLedgerPage({ db }, { userOid: user })
    service.push(performance.now() - started)
    // A page somewhere in the heavy user's history, keyed by a transaction id before it.
    const before = txId(Math.floor(Math.random() * transactions))
    started = performance.now()
    const page = await userLedgerPage({ db }, { userOid: userOid(1), before })
    deep.push(performance.now() - started)
    if (page.transactions.length === 0 && Number.parseInt(before, 16) > HEAVY * 2)
      throw new Error(`no page before ${before}`)
    started = performance.now()
    await sql`select transaction_id, amount from wallet_entries
      where account_id = ${`user/${user}/coins`} order by transaction_id desc limit 31`.execute(db)
    floor.push(performance.now() - started)
  }
  const plan = await sql<{ 'QUERY PLAN': string }>`explain select transaction_id from wallet_entries
    where account_id = ${`user/${userOid(1)}/coins`} and transaction_id < ${txId(transactions / 2)}
    order by transaction_id desc limit 31`.execute(db)
  console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'))
  console.log(
    `ledger page, random users: p50 ${ms(percentile(service, 50))}, p99 ${ms(percentile(service, 99))} (goal p50 ≤ 50 ms)`,
  )
  console.log(
    `ledger page deep in a ${HEAVY.toLocaleString()}-transaction history: p50 ${ms(percentile(deep, 50))}, p99 ${ms(percentile(deep, 99))}`,
  )
  console.log(
    `floor, one account's newest 31 entries: p50 ${ms(percentile(floor, 50))}, p99 ${ms(percentile(floor, 99))}`,
  )
  console.log(
    `load average at the end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  )
} finally {
  await database.close()
}
