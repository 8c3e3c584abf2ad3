/** Reading the ledger back: a user's coin history, a creator's earnings by type, payment history. */
import { sql } from 'kysely'
import { systemAccount, userAccount } from './accounts'
import { toAmount } from './amounts'
import type { WalletDeps } from './operations'

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

export interface PaymentRecord {
  oid: string
  coins: number
  createTime: string
  metadata: Record<string, unknown>
}

export const PAYMENT_HISTORY_PAGE_SIZE = 10

/** Coin purchases, newest first, 10 per page (spec: payment history page size 10). */
export async function paymentHistory(
  deps: WalletDeps,
  input: { userOid: string; page: number },
): Promise<{ page: number; items: PaymentRecord[]; hasMore: boolean }> {
  const rows = await deps.db
    .selectFrom('wallet_entries as e')
    .innerJoin('wallet_transactions as t', 't.id', 'e.transaction_id')
    .select(['t.id', 't.created_at', 't.metadata', 'e.amount'])
    .where('e.account_id', '=', userAccount(input.userOid, 'coins'))
    .where('t.type', '=', 'purchase')
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .offset((input.page - 1) * PAYMENT_HISTORY_PAGE_SIZE)
    .limit(PAYMENT_HISTORY_PAGE_SIZE + 1)
    .execute()
  return {
    page: input.page,
    items: rows.slice(0, PAYMENT_HISTORY_PAGE_SIZE).map((row) => ({
      oid: row.id,
      coins: toAmount(row.amount),
      createTime: new Date(row.created_at).toISOString(),
      metadata: row.metadata,
    })),
    hasMore: rows.length > PAYMENT_HISTORY_PAGE_SIZE,
  }
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
