/**
 * A paid subscription's period as one ledger transaction (type `coin_subscription`): the
 * subscriber paid money with a card, so the coins-equivalent of the tier's price comes out
 * of payment clearing and goes to the creator's earnings, less the platform fee. The key is
 * per (subscription, period), so a renewal retried, replayed or raced books once.
 */
import { sql } from 'kysely'
import { newObjectId } from '../db'
import { systemAccount, userAccount } from './accounts'
import { assertPositiveAmount } from './amounts'
import { walletErrors } from './errors'
import { fingerprint } from './fingerprint'
import {
  databaseErrorCode,
  type Entry,
  type LedgerTransaction,
  lockAccounts,
  normalizeEntries,
  runOperation,
  type WalletTrx,
} from './ledger'
import type { WalletDeps } from './operations'

export interface SubscriptionRevenueInput {
  /** `subscription:<subscriptionOid>:<YYYY-MM>`. */
  key: string
  subscriberOid: string
  creatorOid: string
  /** The tier's monthly price in coins-equivalent (10 coins = 1 USD). */
  coins: number
  metadata?: Record<string, unknown>
  /**
   * Runs inside the ledger's transaction (the billing records its period there, saving a
   * transaction per renewal); not run on a replay. Not part of the fingerprint.
   */
  alongside?: (trx: WalletTrx, transactionId: string) => Promise<void>
}

export interface SubscriptionRevenueResult {
  creatorShare: number
  platformFee: number
}

/** What one period books: the same for the single and the batch path (one fingerprint). */
function revenuePlan(deps: WalletDeps, input: Omit<SubscriptionRevenueInput, 'alongside'>) {
  assertPositiveAmount(input.coins, 'subscriptionRevenue')
  const earnings = userAccount(input.creatorOid, 'earnings')
  // Floor the fee as donations do: rounding favours the creator, amounts stay integers.
  const platformFee = Math.floor((input.coins * deps.settings.donationFeeBasisPoints) / 10_000)
  const creatorShare = input.coins - platformFee
  return {
    earnings,
    body: {
      subscriberOid: input.subscriberOid,
      creatorOid: input.creatorOid,
      coins: input.coins,
      metadata: input.metadata ?? {},
    },
    entries: [
      { account: systemAccount('payment_clearing', 'coin'), amount: -input.coins },
      { account: earnings, amount: creatorShare },
      { account: systemAccount('platform_fee', 'coin'), amount: platformFee },
    ] as Entry[],
    metadata: {
      userOid: input.subscriberOid,
      creatorOid: input.creatorOid,
      ...input.metadata,
    },
    result: { creatorShare, platformFee } satisfies SubscriptionRevenueResult,
  }
}

export async function subscriptionRevenue(
  deps: WalletDeps,
  input: SubscriptionRevenueInput,
): Promise<LedgerTransaction<SubscriptionRevenueResult>> {
  const plan = revenuePlan(deps, input)
  return runOperation(deps.db, deps.clock, {
    key: input.key,
    type: 'coin_subscription',
    body: plan.body,
    async plan(trx, { lock, transactionId }) {
      await lock([plan.earnings])
      await input.alongside?.(trx, transactionId)
      return { entries: plan.entries, metadata: plan.metadata, result: plan.result }
    },
  })
}

/** One period of a batch: booked now, booked earlier (replayed), or refused (key reused). */
export type BookedRevenue =
  | { key: string; transactionId: string; replayed: boolean }
  | { key: string; error: Error }

/**
 * Many periods in one database transaction, set-based: the earnings accounts locked in id
 * order, then one statement each for the transactions, their entries and the balances,
 * whatever the batch's size. Each period keeps its own key and fingerprint, so it books
 * once whichever path (this, `subscriptionRevenue`, a concurrent batch) comes first.
 * `alongside` runs in the same transaction with every period booked or replayed.
 */
export async function subscriptionRevenues(
  deps: WalletDeps,
  inputs: Omit<SubscriptionRevenueInput, 'alongside'>[],
  alongside?: (trx: WalletTrx, booked: BookedRevenue[]) => Promise<void>,
): Promise<BookedRevenue[]> {
  if (inputs.length === 0) return []
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction().execute((trx) => bookBatch(deps, trx, inputs, alongside))
    } catch (error) {
      // A deadlock victim on PostgreSQL changed nothing: run it again.
      const code = databaseErrorCode(error)
      if ((code === '40P01' || code === '40001') && attempt < 5) continue
      throw error
    }
  }
}

async function bookBatch(
  deps: WalletDeps,
  trx: WalletTrx,
  inputs: Omit<SubscriptionRevenueInput, 'alongside'>[],
  alongside?: (trx: WalletTrx, booked: BookedRevenue[]) => Promise<void>,
): Promise<BookedRevenue[]> {
  const now = deps.clock.now()
  const planned = new Map<
    string,
    ReturnType<typeof revenuePlan> & { id: string; fingerprint: string }
  >()
  const prints = inputs.map((input) => {
    const plan = revenuePlan(deps, input)
    const print = fingerprint({ type: 'coin_subscription', body: plan.body })
    if (!planned.has(input.key))
      planned.set(input.key, { ...plan, id: newObjectId(now.getTime()), fingerprint: print })
    return print
  })
  await lockAccounts(
    trx,
    [...planned.values()].map((plan) => plan.earnings),
  )
  const rows = [...planned].map(([key, plan]) => ({
    id: plan.id,
    idempotency_key: key,
    fingerprint: plan.fingerprint,
    metadata: plan.metadata,
    result: plan.result,
  }))
  // A key booked earlier (or by a concurrent batch, once it commits) is left as it is.
  const inserted = await sql<{ idempotency_key: string }>`
    insert into wallet_transactions (id, idempotency_key, fingerprint, type, metadata, result,
      created_at)
    select x.id, x.idempotency_key, x.fingerprint, 'coin_subscription', x.metadata, x.result,
      ${now}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(id text, idempotency_key text, fingerprint text, metadata jsonb, result jsonb)
    on conflict (idempotency_key) do nothing
    returning idempotency_key`.execute(trx)
  const fresh = new Set(inserted.rows.map((row) => row.idempotency_key))
  const entries: { transaction_id: string; account_id: string; amount: number }[] = []
  const balances = new Map<string, number>()
  for (const key of fresh) {
    const plan = planned.get(key)
    if (!plan) continue
    for (const entry of normalizeEntries(plan.entries)) {
      entries.push({ transaction_id: plan.id, account_id: entry.account, amount: entry.amount })
      // System balances are the sum of their entries (ledger.ts): only user rows change.
      if (!entry.account.startsWith('system/'))
        balances.set(entry.account, (balances.get(entry.account) ?? 0) + entry.amount)
    }
  }
  if (entries.length > 0) {
    // One statement: the ledger's trigger checks that its new entries balance per transaction.
    await sql`
      insert into wallet_entries (transaction_id, account_id, amount)
      select x.transaction_id, x.account_id, x.amount
      from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
        as x(transaction_id text, account_id text, amount bigint)`.execute(trx)
  }
  if (balances.size > 0) {
    const changes = [...balances].map(([id, amount]) => ({ id, amount }))
    await sql`
      update wallet_accounts as account set balance = account.balance + change.amount
      from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as change(id text, amount bigint)
      where account.id = change.id`.execute(trx)
  }
  const earlier = new Map<string, { id: string; fingerprint: string }>()
  const replays = [...planned.keys()].filter((key) => !fresh.has(key))
  if (replays.length > 0) {
    const found = await trx
      .selectFrom('wallet_transactions')
      .select(['id', 'idempotency_key', 'fingerprint'])
      .where('idempotency_key', 'in', replays)
      .execute()
    for (const row of found) earlier.set(row.idempotency_key, row)
  }
  const booked = inputs.map((input, index): BookedRevenue => {
    const plan = planned.get(input.key)
    const stored = plan && fresh.has(input.key) ? plan : earlier.get(input.key)
    if (!stored) return { key: input.key, error: new Error(`${input.key} not booked`) }
    // The same key with another body is refused, as runOperation refuses it.
    if (stored.fingerprint !== prints[index])
      return { key: input.key, error: walletErrors.keyReused(input.key) }
    return { key: input.key, transactionId: stored.id, replayed: stored !== plan }
  })
  await alongside?.(trx, booked)
  return booked
}
