/** Refunds: an earlier transaction reversed once, entry by entry. */
import { badRequest, notFound } from '../http'
import { toAmount } from './amounts'
import { walletErrors } from './errors'
import { type LedgerTransaction, runOperation } from './ledger'
import type { WalletDeps } from './operations'
import { TRANSACTION_TYPES, type TransactionType } from './transaction-types'

/**
 * Types a refund may reverse; holds, conversions and refunds themselves have their own paths,
 * and a nickname change is non-refundable (spec).
 */
const REFUNDABLE: TransactionType[] = TRANSACTION_TYPES.filter(
  (type) =>
    !['refund', 'hold', 'void', 'conversion', 'attendance', 'random_box', 'change_nick'].includes(
      type,
    ),
)

/** Reverses an earlier transaction once (any later refund of the same one is refused). */
export async function refund(
  deps: WalletDeps,
  input: { key: string; transactionId: string; metadata?: Record<string, unknown> },
): Promise<LedgerTransaction<{ refundOf: string }>> {
  return runOperation(deps.db, deps.clock, {
    key: input.key,
    type: 'refund',
    body: { transactionId: input.transactionId, metadata: input.metadata },
    async plan(trx, { lock }) {
      const original = await trx
        .selectFrom('wallet_transactions')
        .select(['id', 'type', 'metadata'])
        .where('id', '=', input.transactionId)
        .executeTakeFirst()
      if (!original) throw notFound('Transaction not found', 'TRANSACTION_NOT_FOUND')
      if (!REFUNDABLE.includes(original.type as TransactionType)) {
        throw badRequest('NOT_REFUNDABLE', 'This transaction cannot be refunded.')
      }
      const entries = (
        await trx
          .selectFrom('wallet_entries')
          .select(['account_id', 'amount'])
          .where('transaction_id', '=', original.id)
          .execute()
      ).map((entry) => ({ account: entry.account_id, amount: -toAmount(entry.amount) }))
      const balances = await lock(
        entries.map((entry) => entry.account).filter((id) => id.startsWith('user/')),
      )
      // Checked after the locks: a concurrent refund of the same transaction has committed by now.
      const already = await trx
        .selectFrom('wallet_transactions')
        .select('id')
        .where('type', '=', 'refund')
        .where((eb) => eb(eb.ref('metadata', '->>').key('refundOf'), '=', original.id))
        .executeTakeFirst()
      if (already) throw badRequest('ALREADY_REFUNDED', 'This transaction was already refunded.')
      for (const entry of entries) {
        const balance = balances.get(entry.account)
        if (balance !== undefined && balance + entry.amount < 0)
          throw walletErrors.insufficientBalance()
      }
      return {
        entries,
        metadata: { refundOf: original.id, userOid: original.metadata.userOid, ...input.metadata },
        result: { refundOf: original.id },
      }
    },
  })
}
