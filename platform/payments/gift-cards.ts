/**
 * Gift-card points of the partner shop: five denominations, 1 point = 1 yen, valid six
 * months, non-refundable. A gift card is bought with money (a JPY payment through the
 * default provider, as the spec's "external payment page" flow); once the payment is paid
 * its code is issued exactly once (one row per payment).
 */
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import { readSetting, writeSetting } from '../db'
import type { PaymentsDb } from './store'

export const GIFT_CARD_ITEMS = [
  'dlsite-500',
  'dlsite-1000',
  'dlsite-3000',
  'dlsite-5000',
  'dlsite-10000',
] as const
export type GiftCardItem = (typeof GIFT_CARD_ITEMS)[number]

export const GIFT_CARD_VALID_MONTHS = 6
const UNAVAILABLE_SETTING = 'payments.giftcards.unavailable'

export function isGiftCardItem(value: unknown): value is GiftCardItem {
  return typeof value === 'string' && (GIFT_CARD_ITEMS as readonly string[]).includes(value)
}

/** Points (= yen) of an item: `dlsite-3000` → 3000. */
export function giftCardPoints(item: GiftCardItem): number {
  return Number(item.slice('dlsite-'.length))
}

/** Six calendar months later (UTC); the end of a shorter month clamps. */
export function giftCardExpiry(from: Date): Date {
  const target = new Date(from)
  const day = target.getUTCDate()
  target.setUTCDate(1)
  target.setUTCMonth(target.getUTCMonth() + GIFT_CARD_VALID_MONTHS)
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target
}

/** The shared settings table, through the joined schema's own type. */
const shared = (db: PaymentsDb) => db as unknown as Kysely<DB>

export async function giftCardAvailability(db: PaymentsDb) {
  const unavailable = await readSetting<string[]>(shared(db), UNAVAILABLE_SETTING, [])
  return GIFT_CARD_ITEMS.map((itemName) => ({
    itemName,
    amount: giftCardPoints(itemName),
    available: !unavailable.includes(itemName),
  }))
}

export async function setGiftCardAvailable(db: PaymentsDb, item: GiftCardItem, available: boolean) {
  const unavailable = new Set(await readSetting<string[]>(shared(db), UNAVAILABLE_SETTING, []))
  if (available) unavailable.delete(item)
  else unavailable.add(item)
  await writeSetting(shared(db), UNAVAILABLE_SETTING, [...unavailable].sort())
}

/** Issues the card of a paid payment; a second call finds the first card. */
export async function issueGiftCard(
  db: PaymentsDb,
  payment: { oid: string; userOid: string; product: string },
  now: Date,
) {
  const item = payment.product as GiftCardItem
  await db
    .insertInto('payment_gift_cards')
    .values({
      payment_oid: payment.oid,
      user_oid: payment.userOid,
      item_name: item,
      points: giftCardPoints(item),
      code: randomBytes(8).toString('hex').toUpperCase(),
      expires_at: giftCardExpiry(now),
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('payment_oid').doNothing())
    .execute()
}

export async function listGiftCards(db: PaymentsDb, userOid: string) {
  const rows = await db
    .selectFrom('payment_gift_cards')
    .selectAll()
    .where('user_oid', '=', userOid)
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map((row) => ({
    paymentOid: row.payment_oid,
    itemName: row.item_name,
    points: row.points,
    code: row.code,
    expiresAt: new Date(row.expires_at).toISOString(),
  }))
}
