/**
 * Subscription payments (kind `subscription`). The first payment goes through a provider
 * like any charge (sandbox checkout, Stripe Checkout, or a registered card at once); its
 * delivery — the subscription and its ledger transaction — is the channels billing's,
 * handed in as a port, because payments never reach into another area's tables.
 * Renewals charge a registered card off-session, once per key: the key
 * (`subscription:<oid>:<YYYY-MM>:<attempt>`) is the payment's product, unique among
 * subscription payments, so a renewal retried after a crash meets its first payment.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { newObjectId } from '../db'
import { findCard } from './cards'
import type { Currency } from './prices'
import type { ProviderOutcome, ProviderPayment } from './providers/port'
import type { Payment, PaymentsDb } from './store'
import { toPayment } from './store'

/** Delivers a paid subscription payment; returns what `credited_transaction_id` records. */
export type SubscriptionDelivery = (payment: Payment) => Promise<string>

export interface RenewalCharge {
  /** The payment's product: unique among subscription payments. */
  key: string
  userOid: string
  cardOid: string
  coins: number
  currency: Currency
  /** Buyer price in minor units. */
  amount: number
}

export type RenewalChargeResult =
  | { status: 'paid'; paymentOid: string }
  | { status: 'failed'; paymentOid: string | null; reason: string }

/** Charges a registered card: the provider's own off-session charge, idempotent by payment. */
export type CardCharger = (
  card: { provider: string; providerRef: string; userOid: string },
  payment: ProviderPayment,
) => Promise<ProviderOutcome>

/** The subscription payment with this product, if one was started. */
export async function findSubscriptionPayment(db: PaymentsDb, key: string) {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    // A literal, so the plan uses the partial unique index (a parameter would not match it).
    .where(sql<boolean>`kind = 'subscription'`)
    .where('product', '=', key)
    .executeTakeFirst()
  return row ? toPayment(row) : null
}

/** Inserts the payment for `key` unless one exists (the unique index decides a race). */
export async function insertSubscriptionPayment(
  db: PaymentsDb,
  input: RenewalCharge & { provider: string },
  now: Date,
): Promise<Payment> {
  await db
    .insertInto('payments')
    .values({
      oid: newObjectId(now.getTime()),
      user_oid: input.userOid,
      kind: 'subscription',
      product: input.key,
      coins: input.coins,
      currency: input.currency,
      amount: input.amount,
      method: 'card',
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
    // The index predicate must be a literal: a parameter does not match the partial index.
    .onConflict((conflict) =>
      conflict.column('product').where(sql<boolean>`kind = 'subscription'`).doNothing(),
    )
    .execute()
  const found = await findSubscriptionPayment(db, input.key)
  if (!found) throw new Error(`insertSubscriptionPayment: ${input.key} vanished`)
  return found
}

/** The card a renewal charges, or null when its owner deleted it. */
export const renewalCard = (db: PaymentsDb, cardOid: string, userOid: string) =>
  findCard(db, cardOid, userOid)
