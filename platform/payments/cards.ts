/**
 * One-touch cards (`payment_cards`) and provider customers (`payment_customers`).
 * A one-touch card is a card registered once and charged later without a redirect; its
 * `provider_ref` is the provider's handle (a Stripe payment method, a sandbox id).
 */
import { randomBytes } from 'node:crypto'
import { newObjectId } from '../db'
import type { PaymentsDb } from './store'

export interface Card {
  oid: string
  userOid: string
  provider: string
  providerRef: string
  label: string
  selected: boolean
  createdAt: string
}

type CardRow = {
  oid: string
  user_oid: string
  provider: string
  provider_ref: string
  label: string
  selected: boolean
  created_at: Date | string
}

const toCard = (row: CardRow): Card => ({
  oid: row.oid,
  userOid: row.user_oid,
  provider: row.provider,
  providerRef: row.provider_ref,
  label: row.label,
  selected: row.selected,
  createdAt: new Date(row.created_at).toISOString(),
})

export async function listCards(db: PaymentsDb, userOid: string): Promise<Card[]> {
  const rows = await db
    .selectFrom('payment_cards')
    .selectAll()
    .where('user_oid', '=', userOid)
    .orderBy('created_at')
    .orderBy('oid')
    .execute()
  return rows.map(toCard)
}

export async function findCard(db: PaymentsDb, oid: string, userOid: string) {
  const row = await db
    .selectFrom('payment_cards')
    .selectAll()
    .where('oid', '=', oid)
    .where('user_oid', '=', userOid)
    .executeTakeFirst()
  return row ? toCard(row) : null
}

/** Adds a card; the same provider handle twice is the same card. */
export async function addCard(
  db: PaymentsDb,
  card: { userOid: string; provider: string; providerRef: string; label: string },
  now: Date,
): Promise<Card> {
  await db
    .insertInto('payment_cards')
    .values({
      oid: newObjectId(now.getTime()),
      user_oid: card.userOid,
      provider: card.provider,
      provider_ref: card.providerRef,
      label: card.label.slice(0, 80),
      selected: false,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'provider_ref']).doNothing())
    .execute()
  const row = await db
    .selectFrom('payment_cards')
    .selectAll()
    .where('provider', '=', card.provider)
    .where('provider_ref', '=', card.providerRef)
    .executeTakeFirstOrThrow()
  return toCard(row)
}

export async function deleteCard(db: PaymentsDb, oid: string, userOid: string) {
  const row = await db
    .deleteFrom('payment_cards')
    .where('oid', '=', oid)
    .where('user_oid', '=', userOid)
    .returningAll()
    .executeTakeFirst()
  return row ? toCard(row) : null
}

/** A sandbox card: registered at once, no provider involved. */
export function sandboxCardRef(): string {
  return `sandbox_card_${randomBytes(8).toString('hex')}`
}

export async function customerRef(db: PaymentsDb, userOid: string, provider: string) {
  const row = await db
    .selectFrom('payment_customers')
    .select('customer_ref')
    .where('user_oid', '=', userOid)
    .where('provider', '=', provider)
    .executeTakeFirst()
  return row?.customer_ref ?? null
}

export async function userOfCustomer(db: PaymentsDb, provider: string, ref: string) {
  const row = await db
    .selectFrom('payment_customers')
    .select('user_oid')
    .where('provider', '=', provider)
    .where('customer_ref', '=', ref)
    .executeTakeFirst()
  return row?.user_oid ?? null
}

/** Stores the customer; when two requests created one each, the first stored wins. */
export async function saveCustomer(db: PaymentsDb, userOid: string, provider: string, ref: string) {
  await db
    .insertInto('payment_customers')
    .values({ user_oid: userOid, provider, customer_ref: ref })
    .onConflict((conflict) => conflict.columns(['user_oid', 'provider']).doNothing())
    .execute()
  return (await customerRef(db, userOid, provider)) as string
}
