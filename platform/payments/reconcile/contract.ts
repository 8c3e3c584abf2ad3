/**
 * Charge reconciliation: our payments beside what each provider says, for a window of UTC
 * days (docs/admin/money.md, "Charge reconciliation"). Shared with the admin page (types).
 */

/**
 * - `matched`: both sides hold the money, same amount and currency.
 * - `missing_ours`: the provider took money we hold no paid payment for.
 * - `missing_theirs`: we hold a paid payment the provider has no money for.
 * - `amount_mismatch`: both hold money, of another amount or currency.
 */
export const VERDICTS = ['matched', 'missing_ours', 'missing_theirs', 'amount_mismatch'] as const
export type Verdict = (typeof VERDICTS)[number]

/** How a provider is asked: a list of its charges, each of our payments looked up, or not at all. */
export type ProviderMode = 'list' | 'lookup' | 'none'

export interface ReconciliationRow {
  /** Our payment's oid, or the provider's reference when we hold no payment. */
  id: string
  provider: string
  verdict: Verdict
  paymentOid: string | null
  userOid: string | null
  providerRef: string | null
  /** Our payment's state (`paid`, `failed` …), null when we hold none. */
  ourStatus: string | null
  currency: string
  ourAmount: number | null
  theirAmount: number | null
  coins: number | null
  createdAt: string
  /** A settlement's ledger transaction, once booked. */
  settledBy: string | null
}

export interface ProviderTotals {
  provider: string
  mode: ProviderMode
  currency: string
  /** Sums of the money each side holds, in minor units. */
  ours: number
  theirs: number
  counts: Record<Verdict, number>
}

export interface ReconciliationReport {
  from: string
  to: string
  totals: ProviderTotals[]
  rows: ReconciliationRow[]
  next: string | null
}

export interface SettleRequest {
  paymentOid: string
  verdict: Exclude<Verdict, 'matched'>
  /** Coins to the buyer (positive) or back from them (negative); never zero. */
  coins: number
  reason: string
  requestId: string
}

export interface SettleResult {
  paymentOid: string
  transactionId: string
  coins: number
  replayed: boolean
}

export interface ReconciliationRoutes {
  'GET /payment/admin/reconciliation': {
    request: {
      from: string
      to: string
      verdict?: Verdict | 'differences'
      q?: string
      before?: string
    }
    response: ReconciliationReport
  }
  'POST /payment/admin/reconciliation/settle': { request: SettleRequest; response: SettleResult }
}
