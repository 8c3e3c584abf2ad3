/**
 * Gift cards as an admin reads them: how many of each item were issued, and the issued cards
 * newest first (payment ids start with their second), a keyset page at a time, optionally of
 * one buyer.
 */
import { sql } from 'kysely'
import { GIFT_CARD_ITEMS } from './gift-cards'
import type { PaymentsDb } from './store'

export const ISSUED_PAGE_SIZE = 30

export interface IssuedGiftCard {
  paymentOid: string
  userOid: string
  itemName: string
  points: number
  code: string
  expiresAt: string
  createdAt: string
}

export async function issuedCounts(db: PaymentsDb): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('payment_gift_cards')
    .select(['item_name', sql<string>`count(*)`.as('issued')])
    .groupBy('item_name')
    .execute()
  const counts: Record<string, number> = Object.fromEntries(
    GIFT_CARD_ITEMS.map((item) => [item, 0]),
  )
  for (const row of rows) counts[row.item_name] = Number(row.issued)
  return counts
}

export async function issuedGiftCards(
  db: PaymentsDb,
  input: { userOid?: string | undefined; before?: string | undefined; limit?: number },
): Promise<{ cards: IssuedGiftCard[]; next: string | null }> {
  const limit = input.limit ?? ISSUED_PAGE_SIZE
  let query = db.selectFrom('payment_gift_cards').selectAll()
  if (input.userOid) query = query.where('user_oid', '=', input.userOid)
  if (input.before) query = query.where('payment_oid', '<', input.before)
  const rows = await query
    .orderBy('payment_oid', 'desc')
    .limit(limit + 1)
    .execute()
  const cards = rows.slice(0, limit).map((row) => ({
    paymentOid: row.payment_oid,
    userOid: row.user_oid,
    itemName: row.item_name,
    points: row.points,
    code: row.code,
    expiresAt: new Date(row.expires_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  }))
  return { cards, next: rows.length > limit ? (cards.at(-1)?.paymentOid ?? null) : null }
}
