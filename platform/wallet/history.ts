/**
 * Reading the ledger back: a user's coin history, a creator's earnings by type, every
 * creator's by type, which keys were posted, payment history.
 */
import { sql } from 'kysely'
import { badRequest } from '../http'
import { systemAccount, userAccount } from './accounts'
import { toAmount } from './amounts'
import type { WalletDeps } from './operations'
import type { TransactionType } from './transaction-types'

export interface HistoryEvent {
  oid: string
  type: string
  createTime: string
  /** Signed change of each of the user's accounts in this transaction. */
  changes: {
    coins: number
    bonusCoins: number
    credits: number
    bonusCredits: number
    earnings: number
  }
  metadata: Record<string, unknown>
}

const KIND_FIELDS = {
  coins: 'coins',
  bonus_coins: 'bonusCoins',
  credits: 'credits',
  bonus_credits: 'bonusCredits',
  earnings: 'earnings',
} as const

/** The user's transactions between two instants, newest first (at most `limit`). */
export async function coinHistory(
  deps: WalletDeps,
  input: { userOid: string; start?: Date; end?: Date; limit?: number },
): Promise<HistoryEvent[]> {
  let query = deps.db
    .selectFrom('wallet_entries as e')
    .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .select(['t.id', 't.type', 't.created_at', 't.metadata', 'a.kind', 'e.amount'])
    .where('a.owner_oid', '=', input.userOid)
  if (input.start) query = query.where('t.created_at', '>=', input.start)
  if (input.end) query = query.where('t.created_at', '<', input.end)
  const rows = await query
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit((input.limit ?? 500) * 5)
    .execute()
  const events = new Map<string, HistoryEvent>()
  for (const row of rows) {
    let event = events.get(row.id)
    if (!event) {
      event = {
        oid: row.id,
        type: row.type,
        createTime: new Date(row.created_at).toISOString(),
        changes: { coins: 0, bonusCoins: 0, credits: 0, bonusCredits: 0, earnings: 0 },
        metadata: row.metadata,
      }
      events.set(row.id, event)
    }
    const field = KIND_FIELDS[row.kind as keyof typeof KIND_FIELDS]
    if (field) event.changes[field] += toAmount(row.amount)
  }
  return [...events.values()].slice(0, input.limit ?? 500)
}

export interface CoinTypeAggregate {
  type: string
  coins: number
  count: number
}

/** A creator's earnings grouped by transaction type (donation, live_donation, …). */
export async function creatorAggregateByType(
  deps: WalletDeps,
  input: { creatorOid: string; start?: Date; end?: Date },
): Promise<CoinTypeAggregate[]> {
  let query = deps.db
    .selectFrom('wallet_entries as e')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .select(['t.type', sql<string>`sum(e.amount)`.as('coins'), sql<string>`count(*)`.as('count')])
    .where('e.account_id', '=', userAccount(input.creatorOid, 'earnings'))
  if (input.start) query = query.where('t.created_at', '>=', input.start)
  if (input.end) query = query.where('t.created_at', '<', input.end)
  const rows = await query.groupBy('t.type').orderBy('t.type').execute()
  return rows.map((row) => ({
    type: row.type,
    coins: toAmount(row.coins),
    count: toAmount(row.count),
  }))
}

/** What one transaction type moved in a window, across every creator. */
export interface TypeTotal {
  type: string
  /** Coins that reached creators' earnings. */
  creatorCoins: number
  /** Coins that went to the platform fee. */
  platformFee: number
  /** Transactions. */
  count: number
}

/** Every creator's earnings and the platform's fee per transaction type, in [start, end). */
export async function typeTotals(
  deps: Pick<WalletDeps, 'db'>,
  input: { types: readonly TransactionType[]; start: Date; end: Date },
): Promise<TypeTotal[]> {
  const fee = systemAccount('platform_fee', 'coin')
  const rows = await deps.db
    .selectFrom('wallet_entries as e')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .select([
      't.type',
      sql<string>`coalesce(sum(case when e.account_id = ${fee} then e.amount end), 0)`.as('fee'),
      sql<string>`coalesce(sum(case when e.account_id like 'user/%/earnings' then e.amount end), 0)`.as(
        'creator',
      ),
      sql<string>`count(distinct t.id)`.as('count'),
    ])
    .where('t.type', 'in', [...input.types])
    .where('t.created_at', '>=', input.start)
    .where('t.created_at', '<', input.end)
    .where((eb) =>
      eb.or([eb('e.account_id', '=', fee), eb('e.account_id', 'like', 'user/%/earnings')]),
    )
    .groupBy('t.type')
    .orderBy('t.type')
    .execute()
  return rows.map((row) => ({
    type: row.type,
    creatorCoins: Number(row.creator),
    platformFee: Number(row.fee),
    count: Number(row.count),
  }))
}

/** Which of the idempotency keys name a stored transaction. */
export async function postedKeys(
  deps: Pick<WalletDeps, 'db'>,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await deps.db
    .selectFrom('wallet_transactions')
    .select('idempotency_key')
    .where('idempotency_key', 'in', [...keys])
    .execute()
  return new Set(rows.map((row) => row.idempotency_key))
}

export interface PaymentRecord {
  oid: string
  coins: number
  createTime: string
  metadata: Record<string, unknown>
}

/** Spec: payment history `count` defaults to 10. */
export const PAYMENT_HISTORY_PAGE_SIZE = 10
export const PAYMENT_HISTORY_MAX_COUNT = 100

export interface PaymentHistoryPage {
  items: PaymentRecord[]
  /** Pass back as `nextToken` for the next page; null on the last page. */
  nextToken: string | null
  hasMore: boolean
}

/**
 * Coin purchases, newest first, `count` at a time (spec: `nextToken`, `count` default 10).
 * The token is the position of the page's last item (time, id): a purchase arriving while
 * someone pages never shifts or repeats items, as an offset would.
 */
export async function paymentHistory(
  deps: WalletDeps,
  input: { userOid: string; count?: number; nextToken?: string },
): Promise<PaymentHistoryPage> {
  const count = input.count ?? PAYMENT_HISTORY_PAGE_SIZE
  const after = input.nextToken === undefined ? null : decodeHistoryToken(input.nextToken)
  let query = deps.db
    .selectFrom('wallet_entries as e')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .select(['t.id', 't.created_at', 't.metadata', 'e.amount'])
    .where('e.account_id', '=', userAccount(input.userOid, 'coins'))
    .where('t.type', '=', 'purchase')
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('t.created_at', '<', after.createdAt),
        eb.and([eb('t.created_at', '=', after.createdAt), eb('t.id', '<', after.id)]),
      ]),
    )
  }
  const rows = await query
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(count + 1)
    .execute()
  const items = rows.slice(0, count).map((row) => ({
    oid: row.id,
    coins: toAmount(row.amount),
    createTime: new Date(row.created_at).toISOString(),
    metadata: row.metadata,
  }))
  const last = items.at(-1)
  const hasMore = rows.length > count && last !== undefined
  return {
    items,
    nextToken: hasMore ? encodeHistoryToken({ createdAt: last.createTime, id: last.oid }) : null,
    hasMore,
  }
}

function encodeHistoryToken(position: { createdAt: string; id: string }): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url')
}

function decodeHistoryToken(token: string): { createdAt: Date; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))
    const date = new Date(createdAt)
    if (typeof id === 'string' && typeof createdAt === 'string' && !Number.isNaN(date.getTime())) {
      return { createdAt: date, id }
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw badRequest('INVALID_NEXT_TOKEN', 'nextToken is not a token this server issued.')
}

/**
 * Every account's balance and its recomputation from entries; used by invariant checks
 * and by admins. Reads the whole ledger: not for request paths.
 */
export async function auditLedger(deps: Pick<WalletDeps, 'db'>) {
  const rows = await deps.db
    .selectFrom('wallet_accounts as a')
    .leftJoin('wallet_entries as e', 'e.account_id', 'a.id')
    .select([
      'a.id',
      'a.unit',
      'a.is_system',
      'a.balance',
      sql<string>`coalesce(sum(e.amount), 0)`.as('recomputed'),
    ])
    .groupBy(['a.id', 'a.unit', 'a.is_system', 'a.balance'])
    .execute()
  // User balances are stored (and checked against their entries); system balances are
  // by definition the sum of their entries (ledger.ts keeps no hot row for them).
  const accounts = rows.map((row) => ({
    id: row.id,
    unit: row.unit,
    isSystem: row.is_system,
    balance: row.is_system ? toAmount(row.recomputed) : toAmount(row.balance),
    recomputed: toAmount(row.recomputed),
  }))
  const totals = { coin: 0, credit: 0 }
  for (const account of accounts) totals[account.unit] += account.balance
  return {
    accounts,
    totals,
    mismatched: accounts.filter((account) => account.balance !== account.recomputed),
    negativeUserAccounts: accounts.filter((account) => !account.isSystem && account.balance < 0),
    heldTotal:
      accounts.find((account) => account.id === systemAccount('holds', 'credit'))?.balance ?? 0,
  }
}
