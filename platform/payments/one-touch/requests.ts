/** The `payment_one_touch_requests` rows: one per user and idempotency key, with its payment. */
import { insertPayment, type Payment, type PaymentsDb, UNKNOWN_OUTCOME } from '../store'
import { LEASE_MS, type OneTouchAsk, RESUME_WINDOW_MS } from './plan'

export interface OneTouchRequest extends OneTouchAsk {
  userOid: string
  key: string
  paymentOid: string
  cardProvider: string
  cardRef: string
  customerRef: string | null
  leaseUntil: Date
}

type Row = {
  user_oid: string
  idempotency_key: string
  payment_oid: string
  card_oid: string
  card_provider: string
  card_ref: string
  customer_ref: string | null
  coins: number
  currency: string
  lease_until: Date | string
}

const toRequest = (row: Row): OneTouchRequest => ({
  userOid: row.user_oid,
  key: row.idempotency_key,
  paymentOid: row.payment_oid,
  cardOid: row.card_oid,
  cardProvider: row.card_provider,
  cardRef: row.card_ref,
  customerRef: row.customer_ref,
  coins: Number(row.coins),
  currency: row.currency,
  leaseUntil: new Date(row.lease_until),
})

export interface Claim {
  userOid: string
  key: string
  card: { oid: string; provider: string; providerRef: string }
  customerRef: string | null
  payment: Omit<Parameters<typeof insertPayment>[1], 'userOid'>
}

/** Thrown inside the claim's transaction to undo its payment when the key was taken. */
class KeyTaken extends Error {}

/**
 * The payment of this key, created with its request in one transaction: concurrent
 * claims of one key meet at the primary key, one creates, the others read its payment.
 */
export async function claimRequest(
  db: PaymentsDb,
  claim: Claim,
  now: Date,
): Promise<{ request: OneTouchRequest; payment: Payment | null; owner: boolean }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const payment = await insertPayment(trx, { ...claim.payment, userOid: claim.userOid }, now)
      const row = await trx
        .insertInto('payment_one_touch_requests')
        .values({
          user_oid: claim.userOid,
          idempotency_key: claim.key,
          payment_oid: payment.oid,
          card_oid: claim.card.oid,
          card_provider: claim.card.provider,
          card_ref: claim.card.providerRef,
          customer_ref: claim.customerRef,
          coins: claim.payment.coins,
          currency: claim.payment.currency,
          lease_until: new Date(now.getTime() + LEASE_MS),
          created_at: now,
        })
        .onConflict((conflict) => conflict.columns(['user_oid', 'idempotency_key']).doNothing())
        .returningAll()
        .executeTakeFirst()
      if (!row) throw new KeyTaken()
      return { request: toRequest(row), payment, owner: true }
    })
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error
  }
  const existing = await findRequest(db, claim.userOid, claim.key)
  if (!existing) throw new Error('one-touch request vanished')
  return { request: existing, payment: null, owner: false }
}

export async function findRequest(db: PaymentsDb, userOid: string, key: string) {
  const row = await db
    .selectFrom('payment_one_touch_requests')
    .selectAll()
    .where('user_oid', '=', userOid)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()
  return row ? toRequest(row) : null
}

/** Takes an expired lease: of concurrent resumers exactly one gets it. */
export async function takeLease(db: PaymentsDb, request: OneTouchRequest, now: Date) {
  const taken = await db
    .updateTable('payment_one_touch_requests')
    .set({ lease_until: new Date(now.getTime() + LEASE_MS) })
    .where('user_oid', '=', request.userOid)
    .where('idempotency_key', '=', request.key)
    .where('lease_until', '<=', now)
    .returning('payment_oid')
    .executeTakeFirst()
  return taken !== undefined
}

/** Requests whose lease ran out while their payment is still open (a crash mid-charge). */
export async function staleRequests(db: PaymentsDb, now: Date, limit = 100) {
  const rows = await db
    .selectFrom('payment_one_touch_requests as request')
    .innerJoin('payments', 'payments.oid', 'request.payment_oid')
    .selectAll('request')
    .where('request.lease_until', '<=', now)
    .where('request.created_at', '>', new Date(now.getTime() - RESUME_WINDOW_MS))
    .where((eb) =>
      eb.or([
        eb('payments.status', '=', 'pending'),
        eb.and([
          eb('payments.status', '=', 'failed'),
          eb('payments.failure_reason', '=', UNKNOWN_OUTCOME),
        ]),
      ]),
    )
    .orderBy('request.created_at')
    .limit(limit)
    .execute()
  return rows.map(toRequest)
}
