/** The payments of renewal attempts, by their products (`subscription:<oid>:<YYYY-MM>:<n>`). */
import type { PaymentsDb } from './store'

export interface RenewalAttemptPayment {
  product: string
  paymentOid: string
  status: 'pending' | 'paid' | 'failed' | 'cancelled'
  provider: string
  currency: string
  amount: number
  failureReason: string | null
  createdAt: string
}

/** Reads the unique index on subscription products: one look-up per product named. */
export async function renewalAttempts(
  db: PaymentsDb,
  products: readonly string[],
): Promise<RenewalAttemptPayment[]> {
  if (products.length === 0) return []
  const rows = await db
    .selectFrom('payments')
    .select([
      'oid',
      'product',
      'status',
      'provider',
      'currency',
      'amount',
      'failure_reason',
      'created_at',
    ])
    .where('kind', '=', 'subscription')
    .where('product', 'in', [...products])
    .orderBy('created_at')
    .execute()
  return rows.map((row) => ({
    product: row.product,
    paymentOid: row.oid,
    status: row.status,
    provider: row.provider,
    currency: row.currency,
    amount: Number(row.amount),
    failureReason: row.failure_reason,
    createdAt: new Date(row.created_at).toISOString(),
  }))
}
