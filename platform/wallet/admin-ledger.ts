/**
 * The ledger as the admin's money pages read it: a user's transactions a keyset page at a
 * time, one transaction with its entries, and what the platform took in per UTC day and
 * transaction type. Reads only; every change stays a ledger operation.
 */
import { sql } from 'kysely'
import { USER_ACCOUNT_KINDS, userAccount } from './accounts'
import { toAmount } from './amounts'
import type { WalletDeps } from './operations'

export const LEDGER_PAGE_SIZE = 30

/** One ledger transaction with every entry, as an admin reads it before refunding it. */
export interface LedgerTransactionView {
  id: string
  type: string
  createTime: string
  metadata: Record<string, unknown>
  entries: { account: string; amount: number }[]
  /** The refund that reversed it, if one did. */
  refundedBy: string | null
}

export interface LedgerPage {
  userOid: string
  transactions: LedgerTransactionView[]
  /** Pass back as `before` for the next (older) page; null on the last page. */
  next: string | null
}

/**
 * A user's transactions, newest first (transaction ids start with their second), `limit` a
 * page, before a transaction id. One backward walk of `wallet_entries_account_transaction`
 * per account kind, each stopping after `limit + 1` rows, so a page costs the same for a
 * user with five transactions or five million.
 */
export async function userLedgerPage(
  deps: Pick<WalletDeps, 'db'>,
  input: { userOid: string; before?: string | undefined; limit?: number },
): Promise<LedgerPage> {
  const limit = input.limit ?? LEDGER_PAGE_SIZE
  const walks = USER_ACCOUNT_KINDS.map(
    (kind) => sql`(select transaction_id from wallet_entries
      where account_id = ${userAccount(input.userOid, kind)}
      ${input.before ? sql`and transaction_id < ${input.before}` : sql``}
      order by transaction_id desc limit ${limit + 1})`,
  )
  const ids = await sql<{ transaction_id: string }>`
    select distinct transaction_id from (${sql.join(walks, sql` union all `)}) as walks
    order by transaction_id desc limit ${limit + 1}`.execute(deps.db)
  const pageIds = ids.rows.slice(0, limit).map((row) => row.transaction_id)
  const transactions = await transactionViews(deps, pageIds)
  return {
    userOid: input.userOid,
    transactions,
    next: ids.rows.length > limit ? (pageIds.at(-1) ?? null) : null,
  }
}

/** One transaction with its entries; null when no transaction has that id. */
export async function ledgerTransaction(
  deps: Pick<WalletDeps, 'db'>,
  id: string,
): Promise<LedgerTransactionView | null> {
  return (await transactionViews(deps, [id]))[0] ?? null
}

async function transactionViews(
  deps: Pick<WalletDeps, 'db'>,
  ids: readonly string[],
): Promise<LedgerTransactionView[]> {
  if (ids.length === 0) return []
  const [rows, entries, refunds] = await Promise.all([
    deps.db
      .selectFrom('wallet_transactions')
      .select(['id', 'type', 'created_at', 'metadata'])
      .where('id', 'in', [...ids])
      .execute(),
    deps.db
      .selectFrom('wallet_entries')
      .select(['transaction_id', 'account_id', 'amount'])
      .where('transaction_id', 'in', [...ids])
      .orderBy('account_id')
      .execute(),
    deps.db
      .selectFrom('wallet_transactions')
      .select(['id', sql<string>`metadata ->> 'refundOf'`.as('refund_of')])
      .where('type', '=', 'refund')
      .where(sql<string>`metadata ->> 'refundOf'`, 'in', [...ids])
      .execute(),
  ])
  const refundOf = new Map(refunds.map((row) => [row.refund_of, row.id]))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    return [
      {
        id,
        type: row.type,
        createTime: new Date(row.created_at).toISOString(),
        metadata: row.metadata,
        entries: entries
          .filter((entry) => entry.transaction_id === id)
          .map((entry) => ({ account: entry.account_id, amount: toAmount(entry.amount) })),
        refundedBy: refundOf.get(id) ?? null,
      },
    ]
  })
}

/** What one transaction type brought in on one UTC day. */
export interface RevenueDayRow {
  day: string
  type: string
  /** Coins that reached creators' earnings. */
  creatorCoins: number
  /** Coins the platform kept: its fee and its own sales. */
  platformCoins: number
  /** Credits spent on the platform's own items (story chat). */
  credits: number
  count: number
}

/**
 * Per UTC day and type in [start, end): coins into creators' earnings, coins into the
 * platform's fee and sales, credits into sales. Settlements move earnings out and are left
 * out; a refund counts negative on its own day.
 */
export async function revenueByDay(
  deps: Pick<WalletDeps, 'db'>,
  input: { start: Date; end: Date },
): Promise<RevenueDayRow[]> {
  const rows = await sql<{
    day: string
    type: string
    creator: string
    platform: string
    credits: string
    count: string
  }>`
    select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, t.type,
      coalesce(sum(e.amount) filter (where e.account_id like 'user/%/earnings'), 0) as creator,
      coalesce(sum(e.amount) filter (where e.account_id in
        ('system/platform_fee/coin', 'system/sales/coin')), 0) as platform,
      coalesce(sum(e.amount) filter (where e.account_id = 'system/sales/credit'), 0) as credits,
      count(distinct t.id) as count
    from wallet_transactions t
    join wallet_entries e on e.transaction_id = t.id
    where t.created_at >= ${input.start} and t.created_at < ${input.end}
      and t.type <> 'settlement'
      and (e.account_id like 'user/%/earnings'
        or e.account_id in ('system/platform_fee/coin', 'system/sales/coin', 'system/sales/credit'))
    group by 1, 2
    order by 1, 2`.execute(deps.db)
  return rows.rows.map((row) => ({
    day: row.day,
    type: row.type,
    creatorCoins: toAmount(row.creator),
    platformCoins: toAmount(row.platform),
    credits: toAmount(row.credits),
    count: toAmount(row.count),
  }))
}
