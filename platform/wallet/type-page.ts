/**
 * One transaction type's transactions, newest first (ids start with their second), a keyset
 * page at a time, optionally those whose metadata names one creator. Read for the admin's
 * list of external donations over the partial indexes of migration 0823.
 */
import { toAmount } from './amounts'
import type { WalletDeps } from './operations'
import type { TransactionType } from './transaction-types'

/** Types with a partial index for this walk (add one to the migration before a type here). */
export type PagedType = Extract<TransactionType, 'external_live_donation'>

export interface TypedTransaction {
  id: string
  key: string
  createdAt: Date
  metadata: Record<string, unknown>
  entries: { account: string; amount: number }[]
}

export async function transactionsOfType(
  deps: Pick<WalletDeps, 'db'>,
  input: { type: PagedType; creatorOid?: string; before?: string; limit: number },
): Promise<{ transactions: TypedTransaction[]; next: string | null }> {
  let query = deps.db
    .selectFrom('wallet_transactions')
    .select(['id', 'idempotency_key', 'created_at', 'metadata'])
    .where('type', '=', input.type)
    .orderBy('id', 'desc')
    .limit(input.limit + 1)
  if (input.creatorOid)
    query = query.where((eb) =>
      eb(eb.ref('metadata', '->>').key('creatorOid'), '=', input.creatorOid as string),
    )
  if (input.before) query = query.where('id', '<', input.before)
  const rows = await query.execute()
  const page = rows.slice(0, input.limit)
  const entries =
    page.length === 0
      ? []
      : await deps.db
          .selectFrom('wallet_entries')
          .select(['transaction_id', 'account_id', 'amount'])
          .where(
            'transaction_id',
            'in',
            page.map((row) => row.id),
          )
          .execute()
  const last = page.at(-1)
  return {
    transactions: page.map((row) => ({
      id: row.id,
      key: row.idempotency_key,
      createdAt: new Date(row.created_at),
      metadata: row.metadata,
      entries: entries
        .filter((entry) => entry.transaction_id === row.id)
        .map((entry) => ({ account: entry.account_id, amount: toAmount(entry.amount) })),
    })),
    next: rows.length > input.limit && last ? last.id : null,
  }
}
