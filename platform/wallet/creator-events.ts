/**
 * What other areas (revenue) read of a creator's earnings, so none of them queries wallet
 * tables: the daily rows the database keeps per creator, day and type
 * (creator-daily-migration.ts), the earning events themselves, paged, and the one write a
 * settlement needs (earnings to the payouts account, once per key).
 */
import { sql } from 'kysely'
import { systemAccount, userAccount } from './accounts'
import { toAmount } from './amounts'
import { walletErrors } from './errors'
import { type LedgerTransaction, readTransaction, runOperation } from './ledger'
import type { WalletDeps } from './operations'

export interface CreatorDailyRow {
  /** UTC day `YYYY-MM-DD`. */
  day: string
  type: string
  coins: number
  count: number
}

export interface DayRange {
  creatorOid: string
  /** First UTC day included (`YYYY-MM-DD`). */
  fromDay?: string
  /** First UTC day excluded. */
  toDay?: string
  /** Rows per day (default) or per month. */
  grain?: 'day' | 'month'
}

/**
 * The creator's earnings per day (or per month: `day` is then `YYYY-MM`) and type, from the
 * kept rows: a few rows a day, grouped by month in the database when asked.
 */
export async function creatorDaily(deps: WalletDeps, input: DayRange): Promise<CreatorDailyRow[]> {
  const period = input.grain === 'month' ? sql<string>`left(day, 7)` : sql<string>`day`
  let query = deps.db
    .selectFrom('wallet_creator_daily')
    .select([
      period.as('day'),
      'type',
      sql<string>`sum(coins)`.as('coins'),
      sql<string>`sum(count)`.as('count'),
    ])
    .where('creator_oid', '=', input.creatorOid)
  if (input.fromDay) query = query.where('day', '>=', input.fromDay)
  if (input.toDay) query = query.where('day', '<', input.toDay)
  const rows = await query.groupBy([period, 'type']).orderBy(period).orderBy('type').execute()
  return rows.map((row) => ({
    day: row.day,
    type: row.type,
    coins: toAmount(row.coins),
    count: toAmount(row.count),
  }))
}

/**
 * The same answer grouped over the ledger itself. Kept to check the kept rows against
 * (tests) and to measure them against (tests/bench/revenue.bench.ts); not for requests.
 */
export async function creatorDailyFromLedger(
  deps: WalletDeps,
  input: DayRange,
): Promise<CreatorDailyRow[]> {
  const format = input.grain === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'
  const day = sql<string>`to_char(t.created_at at time zone 'UTC', ${sql.lit(format)})`
  let query = deps.db
    .selectFrom('wallet_entries as e')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .select([
      day.as('day'),
      't.type',
      sql<string>`sum(e.amount)`.as('coins'),
      sql<string>`count(*)`.as('count'),
    ])
    .where('e.account_id', '=', userAccount(input.creatorOid, 'earnings'))
  if (input.fromDay) query = query.where('t.created_at', '>=', new Date(`${input.fromDay}Z`))
  if (input.toDay) query = query.where('t.created_at', '<', new Date(`${input.toDay}Z`))
  const rows = await query.groupBy([day, 't.type']).orderBy('day').orderBy('t.type').execute()
  return rows.map((row) => ({
    day: row.day,
    type: row.type,
    coins: toAmount(row.coins),
    count: toAmount(row.count),
  }))
}

export interface CreatorEvent {
  oid: string
  type: string
  /** Signed change of the creator's earnings. */
  coins: number
  createdAt: Date
  metadata: Record<string, unknown>
}

/** The creator's earning events, newest first, after a position (time, id) when given. */
export async function creatorEvents(
  deps: WalletDeps,
  input: {
    creatorOid: string
    start?: Date
    end?: Date
    type?: string
    limit: number
    before?: { createdAt: Date; id: string }
  },
): Promise<CreatorEvent[]> {
  let query = deps.db
    .selectFrom('wallet_entries as e')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .select(['t.id', 't.type', 't.created_at', 't.metadata', 'e.amount'])
    .where('e.account_id', '=', userAccount(input.creatorOid, 'earnings'))
  if (input.start) query = query.where('t.created_at', '>=', input.start)
  if (input.end) query = query.where('t.created_at', '<', input.end)
  if (input.type) query = query.where('t.type', '=', input.type)
  const before = input.before
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('t.created_at', '<', before.createdAt),
        eb.and([eb('t.created_at', '=', before.createdAt), eb('t.id', '<', before.id)]),
      ]),
    )
  }
  const rows = await query
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(input.limit)
    .execute()
  return rows.map((row) => ({
    oid: row.id,
    type: row.type,
    coins: toAmount(row.amount),
    createdAt: new Date(row.created_at),
    metadata: row.metadata,
  }))
}

export interface PayoutResult {
  /** Coins moved from earnings to the payouts account. */
  coins: number
}

/**
 * Moves the creator's whole earnings balance to the payouts account, once per key: the
 * same key answers the first result (a retried or raced request moves nothing more).
 * Refused with 403 INSUFFICIENT_BALANCE when the balance is below `minimumCoins`.
 */
export async function payoutEarnings(
  deps: WalletDeps,
  input: {
    key: string
    creatorOid: string
    minimumCoins: number
    metadata?: Record<string, unknown>
  },
): Promise<LedgerTransaction<PayoutResult>> {
  try {
    return await movePayout(deps, input)
  } catch (error) {
    // A racing request with the same key moved the balance while this one waited for the
    // account's lock: answer its result (the key is found first on the second try).
    if ((error as { code?: string }).code !== 'INSUFFICIENT_BALANCE') throw error
    if (!(await readTransaction(deps.db, input.key))) throw error
    return movePayout(deps, input)
  }
}

function movePayout(
  deps: WalletDeps,
  input: {
    key: string
    creatorOid: string
    minimumCoins: number
    metadata?: Record<string, unknown>
  },
) {
  const earnings = userAccount(input.creatorOid, 'earnings')
  return runOperation<PayoutResult>(deps.db, deps.clock, {
    key: input.key,
    type: 'settlement',
    body: { creatorOid: input.creatorOid, minimumCoins: input.minimumCoins },
    async plan(_trx, { lock }) {
      const balance = (await lock([earnings])).get(earnings) ?? 0
      if (balance <= 0 || balance < input.minimumCoins) throw walletErrors.insufficientBalance()
      return {
        entries: [
          { account: earnings, amount: -balance },
          { account: systemAccount('payouts', 'coin'), amount: balance },
        ],
        metadata: { creatorOid: input.creatorOid, ...input.metadata },
        result: { coins: balance },
      }
    },
  })
}

/** The payout booked under a key, if any (a settlement interrupted before its row was written). */
export async function findPayout(deps: WalletDeps, key: string) {
  const found = await readTransaction<PayoutResult>(deps.db, key)
  return found ? { id: found.id, coins: found.result.coins, createdAt: found.createdAt } : null
}
