/**
 * The admin's user search over 1,000,000 accounts on PGlite (in memory, on its worker thread
 * as the server runs it): an exact e-mail or the start of a nickname, through the accounts
 * area's `searchUsers` (p50 / p99 over 200 searches), beside the floor of a bare indexed
 * look-up of one account by its e-mail in the same run. Goal: p50 ≤ 50 ms.
 *
 *   npx tsx tests/bench/admin-search.bench.ts
 *   USERS=100000 npx tsx tests/bench/admin-search.bench.ts
 */
import { cpus, loadavg } from 'node:os'
import { sql } from 'kysely'
import { searchUsers } from '../../platform/accounts/admin-search'
import type { AccountsContext } from '../../platform/accounts/ports'
import { migrateToLatest, openDatabase } from '../../platform/db'
import { allMigrations } from '../../platform/migrations'

const USERS = Number(process.env.USERS ?? 1_000_000)
const SEARCHES = 200

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}, node ${process.version}, ${new Date().toISOString()}`,
)
const database = await openDatabase({})
try {
  await migrateToLatest(database.db, allMigrations)
  let started = performance.now()
  // Nicknames as people pick them: a word and a number, spread over the alphabet.
  await sql`
    insert into users (id, email, nickname, roles, created_at, updated_at)
    select lpad(to_hex(n), 24, '0'), 'user' || n || '@example.com',
      (array['mina','jun','hana','leo','sora','nova','kai','yuna','rio','luna'])[1 + n % 10]
        || chr(97 + (n / 10) % 26) || n,
      '{user}', now() - (n || ' seconds')::interval, now()
    from generate_series(1, ${USERS}::int) as n`.execute(database.db)
  await sql`analyze users`.execute(database.db)
  console.log(`${USERS} accounts in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const context = { db: database.db } as unknown as AccountsContext
  const pick = () => 1 + Math.floor(Math.random() * USERS)
  const names = ['mina', 'jun', 'hana', 'leo', 'sora', 'nova', 'kai', 'yuna', 'rio', 'luna']
  const queries = Array.from({ length: SEARCHES }, (_, index) => {
    const n = pick()
    // Half by e-mail, half by the start of a nickname (word, letter and the number's start).
    return index % 2 === 0
      ? `user${n}@example.com`
      : `${names[n % 10]}${String.fromCharCode(97 + (Math.floor(n / 10) % 26))}${String(n).slice(0, 3)}`
  })
  const service: number[] = []
  const floor: number[] = []
  for (const [index, q] of queries.entries()) {
    started = performance.now()
    const found = await searchUsers(context, q)
    service.push(performance.now() - started)
    if (found.length === 0) throw new Error(`no account for ${q}`)
    started = performance.now()
    await sql`select id, nickname, email from users where lower(email) = ${`user${pick()}@example.com`}`.execute(
      database.db,
    )
    floor.push(performance.now() - started)
    if (index === 0) {
      const plan = await sql<{ 'QUERY PLAN': string }>`explain select id from users
        where lower(email) = ${q} or lower(nickname) like ${`${q}%`}`.execute(database.db)
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'))
    }
  }
  console.log(
    `search: p50 ${percentile(service, 50).toFixed(2)} ms, p99 ${percentile(service, 99).toFixed(2)} ms (goal p50 ≤ 50 ms)`,
  )
  console.log(
    `floor, one account by its e-mail: p50 ${percentile(floor, 50).toFixed(2)} ms, p99 ${percentile(floor, 99).toFixed(2)} ms`,
  )
  console.log(
    `load average at the end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  )
} finally {
  await database.close()
}
