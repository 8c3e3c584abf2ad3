/**
 * The reconciliation matcher (pure): our payments and a provider's charges in, one row per
 * payment or charge that holds money on either side, with its verdict, and totals per
 * provider and currency. A charge belongs to our payment by the payment oid it carries, or
 * by our record of its reference.
 */
import type { ProviderMode, ProviderTotals, ReconciliationRow, Verdict } from './contract'

export interface OurPayment {
  oid: string
  userOid: string
  provider: string
  providerRef: string | null
  status: string
  currency: string
  amount: number
  coins: number
  createdAt: string
}

export interface TheirCharge {
  provider: string
  ref: string
  /** The payment oid the charge carries (Stripe's metadata), when it carries one. */
  paymentOid: string | null
  /** Only `succeeded` charges hold money. */
  status: 'succeeded' | 'other'
  currency: string
  amount: number
  createdAt: string
}

const VERDICT_NONE: Record<Verdict, number> = {
  matched: 0,
  missing_ours: 0,
  missing_theirs: 0,
  amount_mismatch: 0,
}

export function matchCharges(ours: OurPayment[], theirs: TheirCharge[]): ReconciliationRow[] {
  const byOid = new Map(ours.map((payment) => [payment.oid, payment]))
  const byRef = new Map(
    ours.flatMap((payment) =>
      payment.providerRef ? [[`${payment.provider}|${payment.providerRef}`, payment] as const] : [],
    ),
  )
  const seen = new Set<string>()
  const rows: ReconciliationRow[] = []
  for (const charge of theirs) {
    if (charge.status !== 'succeeded') continue
    const payment =
      (charge.paymentOid ? byOid.get(charge.paymentOid) : undefined) ??
      byRef.get(`${charge.provider}|${charge.ref}`)
    if (payment && seen.has(payment.oid)) continue
    if (payment) seen.add(payment.oid)
    rows.push(chargeRow(charge, payment ?? null))
  }
  for (const payment of ours) {
    if (payment.status !== 'paid' || seen.has(payment.oid)) continue
    rows.push(paymentRow(payment, 'missing_theirs', null))
  }
  return rows.sort(newestFirst)
}

function chargeRow(charge: TheirCharge, payment: OurPayment | null): ReconciliationRow {
  if (payment?.status !== 'paid') {
    return {
      ...(payment
        ? paymentRow(payment, 'missing_ours', charge)
        : {
            id: charge.ref,
            provider: charge.provider,
            verdict: 'missing_ours' as const,
            paymentOid: null,
            userOid: null,
            providerRef: charge.ref,
            ourStatus: null,
            ourAmount: null,
            coins: null,
            createdAt: charge.createdAt,
            settledBy: null,
          }),
      currency: charge.currency,
      theirAmount: charge.amount,
    }
  }
  const same = payment.amount === charge.amount && payment.currency === charge.currency
  return paymentRow(payment, same ? 'matched' : 'amount_mismatch', charge)
}

function paymentRow(
  payment: OurPayment,
  verdict: Verdict,
  charge: TheirCharge | null,
): ReconciliationRow {
  return {
    id: payment.oid,
    provider: payment.provider,
    verdict,
    paymentOid: payment.oid,
    userOid: payment.userOid,
    providerRef: charge?.ref ?? payment.providerRef,
    ourStatus: payment.status,
    currency: payment.currency,
    ourAmount: payment.status === 'paid' ? payment.amount : null,
    theirAmount: charge ? charge.amount : null,
    coins: payment.coins,
    createdAt: payment.createdAt,
    settledBy: null,
  }
}

/** Newest first, then by id: a stable order for keyset pages. */
export function newestFirst(left: ReconciliationRow, right: ReconciliationRow) {
  if (left.createdAt !== right.createdAt) return left.createdAt < right.createdAt ? 1 : -1
  return left.id < right.id ? 1 : left.id > right.id ? -1 : 0
}

/** Sums per provider and currency: what each side holds, and how many rows of each verdict. */
export function totalsOf(
  rows: ReconciliationRow[],
  modes: Record<string, ProviderMode>,
): ProviderTotals[] {
  const totals = new Map<string, ProviderTotals>()
  for (const row of rows) {
    const key = `${row.provider}|${row.currency}`
    const total = totals.get(key) ?? {
      provider: row.provider,
      mode: modes[row.provider] ?? 'none',
      currency: row.currency,
      ours: 0,
      theirs: 0,
      counts: { ...VERDICT_NONE },
    }
    total.ours += row.ourAmount ?? 0
    total.theirs += row.theirAmount ?? 0
    total.counts[row.verdict] += 1
    totals.set(key, total)
  }
  return [...totals.values()].sort((left, right) =>
    `${left.provider}|${left.currency}` < `${right.provider}|${right.currency}` ? -1 : 1,
  )
}
