/**
 * Gift-card points of the partner shop: five denominations, 1 point = 1 yen, valid six
 * months, non-refundable. A gift card is bought with money (a JPY payment through the
 * default provider, as the spec's "external payment page" flow); once the payment is paid
 * its code is issued exactly once (one row per payment).
 */
import { randomBytes } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { DB } from '../db'
import { readSetting, writeSetting } from '../db'
import { isStocked, soldOutItems, takeCode } from './gift-card-stock'
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

/** An item is on sale unless an admin stopped it or its posted codes ran out. */
export async function giftCardAvailability(db: PaymentsDb) {
  const [unavailable, soldOut] = await Promise.all([
    readSetting<string[]>(shared(db), UNAVAILABLE_SETTING, []),
    soldOutItems(db),
  ])
  return GIFT_CARD_ITEMS.map((itemName) => ({
    itemName,
    amount: giftCardPoints(itemName),
    available: !unavailable.includes(itemName) && !soldOut.has(itemName),
  }))
}

export async function setGiftCardAvailable(db: PaymentsDb, item: GiftCardItem, available: boolean) {
  const unavailable = new Set(await readSetting<string[]>(shared(db), UNAVAILABLE_SETTING, []))
  if (available) unavailable.delete(item)
  else unavailable.add(item)
  await writeSetting(shared(db), UNAVAILABLE_SETTING, [...unavailable].sort())
}

/**
 * Issues the card of a paid payment, once: under a lock on the payment, a second call finds
 * the first card. The code is the oldest of the item's posted stock (gift-card-stock.ts);
 * an item never stocked gets a generated code. Answers false when the item is stocked but
 * out of codes: the payment waits, and is delivered once codes are posted.
 */
export async function issueGiftCard(
  db: PaymentsDb,
  payment: { oid: string; userOid: string; product: string },
  now: Date,
): Promise<boolean> {
  const item = payment.product as GiftCardItem
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`gift-card:${payment.oid}`}))`.execute(trx)
    const issued = await trx
      .selectFrom('payment_gift_cards')
      .select('payment_oid')
      .where('payment_oid', '=', payment.oid)
      .executeTakeFirst()
    if (issued) return true
    let code = await takeCode(trx, item, payment.oid, now)
    if (!code) {
      if (await isStocked(trx, item)) return false
      code = randomBytes(8).toString('hex').toUpperCase()
    }
    await trx
      .insertInto('payment_gift_cards')
      .values({
        payment_oid: payment.oid,
        user_oid: payment.userOid,
        item_name: item,
        points: giftCardPoints(item),
        code,
        expires_at: giftCardExpiry(now),
        created_at: now,
      })
      .execute()
    return true
  })
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
