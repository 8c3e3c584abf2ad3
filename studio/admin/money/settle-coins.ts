/** What the reconciliation page offers to settle a difference with (pure). */
import type { ReconciliationRow, Verdict } from '../../../platform/payments/reconcile/contract'

/** The verdicts in the order the page shows them (docs/admin/money.md). */
export const VERDICT_ORDER: Verdict[] = [
  'matched',
  'missing_ours',
  'missing_theirs',
  'amount_mismatch',
]

/**
 * The coins a settlement suggests: the payment's coins to the buyer (the provider holds
 * money we did not credit), back from them (we credited money never taken), or the share
 * of an amount's difference, rounded toward zero. The admin may change it.
 */
export function suggestedCoins(row: ReconciliationRow): number {
  const coins = row.coins ?? 0
  if (row.verdict === 'missing_ours') return coins
  if (row.verdict === 'missing_theirs') return -coins
  if (row.verdict !== 'amount_mismatch' || !row.ourAmount || row.theirAmount === null) return 0
  return Math.trunc((coins * (row.theirAmount - row.ourAmount)) / row.ourAmount)
}
