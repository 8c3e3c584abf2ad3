/**
 * The double-entry core: one idempotent database transaction per money operation.
 * An operation plans its entries inside the transaction (after locking the accounts it
 * reads), then the entries and balance updates are written together. The database
 * refuses negative user balances and unbalanced transactions, whatever the code does.
 */
import { type Kysely, sql, type Transaction } from 'kysely'
import type { DB } from '../db'
import { newObjectId } from '../db'
import type { Clock } from '../http'
import { compareLockOrder, parseAccount } from './accounts'
import { toAmount } from './amounts'
import { walletErrors } from './errors'
import { fingerprint } from './fingerprint'
import type { TransactionType } from './transaction-types'

export type WalletDb = Kysely<DB>
export type WalletTrx = Transaction<DB>

export interface Entry {
  account: string
  amount: number
}

export interface LedgerTransaction<Result = unknown> {
  id: string
  key: string
  type: TransactionType
  entries: Entry[]
  metadata: Record<string, unknown>
  result: Result
  createdAt: Date
  /** True when this answer is the stored first result of an earlier request with the same key. */
  replayed: boolean
}

export interface Plan<Result> {
  entries: Entry[]
  metadata?: Record<string, unknown>
  result: Result
}

export interface OperationRequest<Result> {
  key: string
  type: TransactionType
  /** The canonical request body: hashed into the fingerprint. */
  body: unknown
  plan: (trx: WalletTrx, context: PlanContext) => Promise<Plan<Result>>
  /**
   * False when the plan itself detects a repeat (a conditional update on its own row) and
   * the caller answers repeats before calling: saves one query. The unique key still guards.
   */
  checkKeyFirst?: boolean
}

export interface PlanContext {
  transactionId: string
  now: Date
  /** Locks accounts (creating missing user accounts) and returns their balances. Lock every user account you touch, in one call. */
  lock(ids: string[]): Promise<Map<string, number>>
}

/** Merges entries per account, drops zeros and checks each unit sums to zero. */
export function normalizeEntries(entries: Entry[]): Entry[] {
  const byAccount = new Map<string, number>()
  const byUnit = new Map<string, number>()
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount)) throw walletErrors.unbalanced()
    const { unit } = parseAccount(entry.account)
    byAccount.set(entry.account, (byAccount.get(entry.account) ?? 0) + entry.amount)
    byUnit.set(unit, (byUnit.get(unit) ?? 0) + entry.amount)
  }
  for (const total of byUnit.values()) if (total !== 0) throw walletErrors.unbalanced()
  return [...byAccount]
    .filter(([, amount]) => amount !== 0)
    .map(([account, amount]) => ({ account, amount }))
    .sort((left, right) => compareLockOrder(left.account, right.account))
}

/**
 * Locks user accounts in id order and returns their balances, creating missing ones.
 * `order by … for update` locks rows in the sorted order (LockRows runs above the sort),
 * so two transactions never wait on each other in a cycle.
 */
export async function lockAccounts(trx: WalletTrx, ids: string[]): Promise<Map<string, number>> {
  const sorted = [...new Set(ids)].sort(compareLockOrder)
  if (sorted.length === 0) return new Map()
  // Missing accounts are created before anything is locked: creating one after locking
  // the others would take its lock out of order, and two first operations of a user
  // would deadlock each other (seen on PostgreSQL with a user's first bonus account).
  const present = await trx
    .selectFrom('wallet_accounts')
    .select('id')
    .where('id', 'in', sorted)
    .execute()
  if (present.length < sorted.length) {
    const known = new Set(present.map((row) => row.id))
    const missing = sorted.filter((id) => !known.has(id)).map(parseAccount)
    await trx
      .insertInto('wallet_accounts')
      .values(
        missing.map((account) => ({
          id: account.id,
          owner_oid: account.ownerOid,
          kind: account.kind,
          unit: account.unit,
          is_system: account.isSystem,
          balance: 0,
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute()
  }
  const rows = await trx
    .selectFrom('wallet_accounts')
    .select(['id', 'balance'])
    .where('id', 'in', sorted)
    .orderBy('id')
    .forUpdate()
    .execute()
  return new Map(rows.map((row) => [row.id, toAmount(row.balance)]))
}

/** Writes a planned transaction's entries and user balances (the caller inserted the transaction). */
export async function writeEntries(
  trx: WalletTrx,
  transactionId: string,
  entries: Entry[],
  locked: Set<string>,
) {
  if (entries.length === 0) return
  // Plans lock what they read; raw posts lock here. Updates then run in the global order.
  const unlocked = entries
    .map((entry) => entry.account)
    .filter((account) => !account.startsWith('system/') && !locked.has(account))
  if (unlocked.length > 0) await lockAccounts(trx, unlocked)
  await trx
    .insertInto('wallet_entries')
    .values(
      entries.map((entry) => ({
        transaction_id: transactionId,
        account_id: entry.account,
        amount: entry.amount,
      })),
    )
    .execute()
  // System accounts (payment clearing, sales …) are touched by nearly every transaction;
  // updating one row for them would serialize the whole ledger on PostgreSQL. Their
  // balance is the sum of their entries instead (see auditLedger in history.ts).
  const userEntries = entries.filter((entry) => !entry.account.startsWith('system/'))
  if (userEntries.length === 0) return
  // One statement for all user rows; they are locked already, so the order is settled.
  const values = sql.join(
    userEntries.map((entry) => sql`(${entry.account}, ${entry.amount}::bigint)`),
  )
  await sql`
    update wallet_accounts as account set balance = account.balance + change.amount
    from (values ${values}) as change (id, amount)
    where account.id = change.id`.execute(trx)
}

/**
 * Runs one money operation exactly once per key. The same key with the same body answers
 * the stored first result; with a different body, 409 IDEMPOTENCY_KEY_REUSED. A failed
 * operation (insufficient funds …) stores nothing, so its key may be retried.
 */
export async function runOperation<Result>(
  db: WalletDb,
  clock: Clock,
  request: OperationRequest<Result>,
): Promise<LedgerTransaction<Result>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(db, clock, request)
    } catch (error) {
      // PostgreSQL may pick this transaction as a deadlock victim; it changed nothing, so retry.
      const code = databaseErrorCode(error)
      if ((code === '40P01' || code === '40001') && attempt < 5) continue
      throw error
    }
  }
}

async function runOnce<Result>(
  db: WalletDb,
  clock: Clock,
  request: OperationRequest<Result>,
): Promise<LedgerTransaction<Result>> {
  const requestFingerprint = fingerprint({ type: request.type, body: request.body })
  try {
    return await db.transaction().execute(async (trx) => {
      const existing =
        request.checkKeyFirst === false ? null : await readTransaction<Result>(trx, request.key)
      if (existing) return replay(existing, requestFingerprint)
      const now = clock.now()
      const transactionId = newObjectId(now.getTime())
      const locked = new Set<string>()
      const lock = async (ids: string[]) => {
        for (const id of ids) locked.add(id)
        return lockAccounts(trx, ids)
      }
      const plan = await request.plan(trx, { transactionId, now, lock })
      const entries = normalizeEntries(plan.entries)
      const metadata = plan.metadata ?? {}
      await trx
        .insertInto('wallet_transactions')
        .values({
          id: transactionId,
          idempotency_key: request.key,
          fingerprint: requestFingerprint,
          type: request.type,
          metadata: JSON.stringify(metadata),
          result: JSON.stringify(plan.result ?? null),
          created_at: now,
        })
        .execute()
      await writeEntries(trx, transactionId, entries, locked)
      return {
        id: transactionId,
        key: request.key,
        type: request.type,
        entries,
        metadata,
        result: plan.result,
        createdAt: now,
        replayed: false,
      }
    })
  } catch (error) {
    // A concurrent request with the same key committed first (PostgreSQL): answer as a replay.
    // (Or it took the operation's own unique row first, such as the hold of the same request.)
    if (databaseErrorCode(error) === '23505') {
      const existing = await readTransaction<Result>(db, request.key)
      if (existing) return replay(existing, requestFingerprint)
    }
    if (databaseErrorCode(error) === '23514') throw walletErrors.insufficientBalance()
    throw error
  }
}

interface StoredTransaction<Result> extends LedgerTransaction<Result> {
  fingerprint: string
}

function replay<Result>(existing: StoredTransaction<Result>, requestFingerprint: string) {
  if (existing.fingerprint !== requestFingerprint) throw walletErrors.keyReused(existing.key)
  const { fingerprint: _stored, ...transaction } = existing
  return { ...transaction, replayed: true }
}

export async function readTransaction<Result>(
  db: WalletDb,
  key: string,
): Promise<StoredTransaction<Result> | null> {
  const row = await db
    .selectFrom('wallet_transactions')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
  if (!row) return null
  const entries = await db
    .selectFrom('wallet_entries')
    .select(['account_id', 'amount'])
    .where('transaction_id', '=', row.id)
    .execute()
  return {
    id: row.id,
    key: row.idempotency_key,
    type: row.type as TransactionType,
    fingerprint: row.fingerprint,
    entries: entries
      .map((entry) => ({ account: entry.account_id, amount: toAmount(entry.amount) }))
      .sort((left, right) => compareLockOrder(left.account, right.account)),
    metadata: row.metadata,
    result: row.result as Result,
    createdAt: new Date(row.created_at),
    replayed: false,
  }
}

export function databaseErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}
