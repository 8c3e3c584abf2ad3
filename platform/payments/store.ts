/** Reads and conditional writes of payment rows. Transitions happen only from pending. */
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import { newObjectId } from '../db'
import type { Currency, PaymentMethod } from './prices'
import type { ProviderPayment } from './providers/port'
import type { PaymentStatus } from './state'
import type { PaymentsTables } from './tables'

export type PaymentsDb = Kysely<DB & PaymentsTables>

/** The area's view of the shared database: its own tables added to the joined schema. */
export function paymentsDb(db: Kysely<DB>): PaymentsDb {
  return db.withTables<PaymentsTables>() as unknown as PaymentsDb
}

export interface Payment {
  oid: string
  userOid: string
  kind: 'coins' | 'giftcard' | 'subscription'
  product: string
  coins: number
  currency: Currency
  amount: number
  method: PaymentMethod
  provider: string
  providerRef: string | null
  status: PaymentStatus
  checkoutToken: string
  failureReason: string | null
  paidBy: string | null
  creditedTransactionId: string | null
  createdAt: Date
  paidAt: Date | null
}

type Row = PaymentsTables['payments'] extends infer T ? { [K in keyof T]: unknown } : never

export function toPayment(row: Row): Payment {
  return {
    oid: row.oid as string,
    userOid: row.user_oid as string,
    kind: row.kind as Payment['kind'],
    product: row.product as string,
    coins: Number(row.coins),
    currency: row.currency as Currency,
    amount: Number(row.amount),
    method: row.method as PaymentMethod,
    provider: row.provider as string,
    providerRef: (row.provider_ref as string | null) ?? null,
    status: row.status as PaymentStatus,
    checkoutToken: row.checkout_token as string,
    failureReason: (row.failure_reason as string | null) ?? null,
    paidBy: (row.paid_by as string | null) ?? null,
    creditedTransactionId: (row.credited_transaction_id as string | null) ?? null,
    createdAt: new Date(row.created_at as string),
    paidAt: row.paid_at ? new Date(row.paid_at as string) : null,
  }
}

export function providerView(payment: Payment): ProviderPayment {
  return {
    oid: payment.oid,
    userOid: payment.userOid,
    product: payment.product,
    coins: payment.coins,
    currency: payment.currency,
    amount: payment.amount,
    providerRef: payment.providerRef,
    checkoutToken: payment.checkoutToken,
    kind: payment.kind,
  }
}

export interface NewPayment {
  userOid: string
  kind: Payment['kind']
  product: string
  coins: number
  currency: Currency
  amount: number
  method: PaymentMethod
  provider: string
}

export async function insertPayment(db: PaymentsDb, input: NewPayment, now: Date) {
  const row = await db
    .insertInto('payments')
    .values({
      oid: newObjectId(now.getTime()),
      user_oid: input.userOid,
      kind: input.kind,
      product: input.product,
      coins: input.coins,
      currency: input.currency,
      amount: input.amount,
      method: input.method,
      provider: input.provider,
      provider_ref: null,
      status: 'pending',
      checkout_token: randomBytes(18).toString('base64url'),
      failure_reason: null,
      paid_by: null,
      credited_transaction_id: null,
      created_at: now,
      updated_at: now,
      paid_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toPayment(row)
}

export async function findPayment(db: PaymentsDb, oid: string): Promise<Payment | null> {
  const row = await db.selectFrom('payments').selectAll().where('oid', '=', oid).executeTakeFirst()
  return row ? toPayment(row) : null
}

export async function findByProviderRef(
  db: PaymentsDb,
  provider: string,
  providerRef: string,
): Promise<Payment | null> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_ref', '=', providerRef)
    .executeTakeFirst()
  return row ? toPayment(row) : null
}

export async function setProviderRef(db: PaymentsDb, oid: string, ref: string, now: Date) {
  await db
    .updateTable('payments')
    .set({ provider_ref: ref, updated_at: now })
    .where('oid', '=', oid)
    .execute()
}

/**
 * The failure reason of a payment whose provider call failed without an answer (a timeout,
 * a dropped connection): the provider may have charged anyway, so a later verified 'paid'
 * from it (webhook, confirm) still moves the payment to paid and delivers. Every other
 * failure is final.
 */
export const UNKNOWN_OUTCOME = 'provider error'

/**
 * Moves a pending payment to its final status. Returns the row as it is afterwards and
 * whether this call made the move: concurrent callers meet at the row and one wins.
 */
export async function finishPayment(
  db: PaymentsDb,
  oid: string,
  to: Exclude<PaymentStatus, 'pending'>,
  details: { paidBy?: string; reason?: string },
  now: Date,
): Promise<{ payment: Payment | null; moved: boolean }> {
  const updated = await db
    .updateTable('payments')
    .set({
      status: to,
      updated_at: now,
      ...(to === 'paid'
        ? { paid_at: now, paid_by: details.paidBy ?? null, failure_reason: null }
        : {}),
      ...(details.reason ? { failure_reason: details.reason.slice(0, 200) } : {}),
    })
    .where('oid', '=', oid)
    .where((eb) =>
      to === 'paid'
        ? // Money the provider confirms for a start whose answer we lost is still delivered.
          eb.or([
            eb('status', '=', 'pending'),
            eb.and([eb('status', '=', 'failed'), eb('failure_reason', '=', UNKNOWN_OUTCOME)]),
          ])
        : eb('status', '=', 'pending'),
    )
    .returningAll()
    .executeTakeFirst()
  if (updated) return { payment: toPayment(updated), moved: true }
  return { payment: await findPayment(db, oid), moved: false }
}

export async function recordCredit(db: PaymentsDb, oid: string, transactionId: string) {
  await db
    .updateTable('payments')
    .set({ credited_transaction_id: transactionId })
    .where('oid', '=', oid)
    .where('credited_transaction_id', 'is', null)
    .execute()
}

/** Paid payments whose coins or gift card were not delivered (a crash in between). */
export async function unfulfilled(db: PaymentsDb, limit = 100): Promise<Payment[]> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'paid')
    .where('credited_transaction_id', 'is', null)
    .orderBy('paid_at')
    .limit(limit)
    .execute()
  return rows.map(toPayment)
}
