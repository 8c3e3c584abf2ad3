/**
 * Budgets in the product's database (PostgreSQL or PGlite): each reservation is one
 * `insert … on conflict do update … returning`, whose row lock orders concurrent
 * reservations of a key on every instance. The update mirrors policy.ts's `reserveBudget`
 * (every `b.` value there is the row before it); a new key's row is `reserveBudget` on nothing.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { DB } from '../db'
import { type Budget, type LimitPolicy, reserveBudget, verdict } from './policy'
import { type LimitStore, storedKey } from './store'

const num = (value: number) => sql`cast(${value} as double precision)`

/** The SET list of a reservation on an existing row `b` at `now`. */
function updateOf(policy: LimitPolicy, now: number): RawBuilder<unknown> {
  const live = sql`b.expires_at > ${num(now)}`
  switch (policy.kind) {
    case 'window': {
      const limit = num(policy.limit)
      return sql`
        count = case when ${live} then least(b.count + 1, ${limit} + 1) else 1 end,
        mark = case when ${live} then b.mark else ${num(now)} end,
        granted = case when ${live} then b.count + 1 <= ${limit} else 1 <= ${limit} end,
        expires_at = case when ${live} then b.expires_at else ${num(now + policy.windowMs)} end`
    }
    case 'bucket': {
      const interval = num(policy.intervalMs)
      const kept = sql`case when ${live} then b.mark else ${num(now)} end`
      const next = sql`greatest(${kept}, ${num(now)}) + ${interval}`
      const ok = sql`${next} - ${num(now)} <= ${num(policy.burst)} * ${interval}`
      return sql`
        count = case when ${ok} then ceil((${next} - ${num(now)}) / ${interval})
          else ${num(policy.burst + 1)} end,
        mark = case when ${ok} then ${next} else ${kept} end,
        granted = ${ok},
        expires_at = case when ${ok} then ${next}
          when ${live} then b.expires_at else ${num(now)} end`
    }
    case 'lockout': {
      const locked = sql`(${live} and b.mark > ${num(now)})`
      const count = sql`(case when ${live} then b.count else 0 end) + 1`
      const mark = sql`case when ${count} >= ${num(policy.free)}
        then ${num(now)} + least(${num(policy.firstLockMs)} * power(2, ${count} - ${num(policy.free)}),
          ${num(policy.maxLockMs)})
        else 0 end`
      return sql`
        count = case when ${locked} then b.count else ${count} end,
        mark = case when ${locked} then b.mark else ${mark} end,
        granted = not ${locked},
        expires_at = case when ${locked} then b.expires_at
          else greatest(${mark}, ${num(now)}) + ${num(policy.forgetMs)} end`
    }
  }
}

export function createDatabaseLimitStore(deps: {
  db: Kysely<DB>
  clock: { now(): Date }
}): LimitStore {
  const { db } = deps
  const now = (at?: number) => at ?? deps.clock.now().getTime()
  return {
    kind: 'database',
    async reserve(key, policy, at) {
      const time = now(at)
      const fresh = reserveBudget(policy, null, time)
      const { rows } = await sql<Budget & { expires_at: number }>`
        insert into limit_budgets as b (key, count, mark, granted, expires_at)
        values (${storedKey(key)}, ${fresh.count}, ${num(fresh.mark)}, ${fresh.granted},
          ${num(fresh.expiresAt)})
        on conflict (key) do update set ${updateOf(policy, time)}
        returning count, mark, granted, expires_at`.execute(db)
      const row = rows[0]!
      return verdict(
        policy,
        { count: row.count, mark: row.mark, granted: row.granted, expiresAt: row.expires_at },
        time,
      )
    },
    async release(key, policy, at) {
      await sql`
        update limit_budgets set count = greatest(least(count, ${policy.limit}) - 1, 0)
        where key = ${storedKey(key)} and expires_at > ${num(now(at))}`.execute(db)
    },
    async reset(key) {
      await db.deleteFrom('limit_budgets').where('key', '=', storedKey(key)).execute()
    },
    async sweep(at) {
      const swept = await db
        .deleteFrom('limit_budgets')
        .where('expires_at', '<=', now(at))
        .executeTakeFirst()
      return Number(swept.numDeletedRows)
    },
    async close() {},
  }
}
