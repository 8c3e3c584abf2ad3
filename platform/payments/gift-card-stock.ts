/**
 * The partner's gift-card codes, posted by an admin into a stock per item. Issuance takes
 * the oldest code in stock, once per payment (a lock per payment, and `skip locked` so
 * concurrent payments of one item each take a different code). An item once stocked is sold
 * only while it has codes; one never stocked keeps the generated codes (the sandbox shop).
 */
import { type Kysely, sql, type Transaction } from 'kysely'
import type { DB } from '../db'
import { badRequest, conflict } from '../http'
import { GIFT_CARD_ITEMS, type GiftCardItem } from './gift-cards'
import type { PaymentsDb } from './store'
import type { PaymentsTables } from './tables'

export const MAX_POSTED_CODES = 1000
const CODE = /^[A-Za-z0-9-]{4,64}$/
type Db = Kysely<DB & PaymentsTables> | Transaction<DB & PaymentsTables>

export const STOCK_TEXTS = {
  none: 'Paste at least one code, one per line.',
  tooMany: 'Post at most 1,000 codes at once.',
  badCode: (line: number) => `Line ${line}: a code has 4 to 64 letters, digits and dashes.`,
  repeated: (line: number, code: string, first: number) =>
    `Line ${line} repeats the code ${code} of line ${first}.`,
  posted: (code: string, line: number) => `The code ${code} (line ${line}) was already posted.`,
} as const

export interface StockCount {
  itemName: GiftCardItem
  inStock: number
  /** Codes of the stock already issued to a buyer. */
  taken: number
}

/** The pasted text's codes, one per line (blank lines skipped); refuses the whole paste on a fault. */
export function parseCodes(text: string): Array<{ code: string; line: number }> {
  const codes: Array<{ code: string; line: number }> = []
  const seen = new Map<string, number>()
  const lines = text.split(/\r?\n/)
  for (const [index, raw] of lines.entries()) {
    const code = raw.trim()
    if (!code) continue
    const line = index + 1
    if (!CODE.test(code)) throw badRequest('GIFT_CARD_CODE_INVALID', STOCK_TEXTS.badCode(line))
    const first = seen.get(code)
    if (first !== undefined) {
      throw badRequest('GIFT_CARD_CODE_REPEATED', STOCK_TEXTS.repeated(line, code, first))
    }
    seen.set(code, line)
    codes.push({ code, line })
  }
  if (codes.length === 0) throw badRequest('GIFT_CARD_CODES_REQUIRED', STOCK_TEXTS.none)
  if (codes.length > MAX_POSTED_CODES)
    throw badRequest('GIFT_CARD_CODES_TOO_MANY', STOCK_TEXTS.tooMany)
  return codes
}

/** Adds the codes to the item's stock in one statement; a code posted or issued before refuses all. */
export async function postCodes(
  db: PaymentsDb,
  input: { item: GiftCardItem; text: string; adminOid: string; now: Date },
): Promise<{ posted: number }> {
  const codes = parseCodes(input.text)
  const values = codes.map(({ code }) => code)
  const [stocked, issued] = await Promise.all([
    db.selectFrom('payment_gift_card_codes').select('code').where('code', 'in', values).execute(),
    db.selectFrom('payment_gift_cards').select('code').where('code', 'in', values).execute(),
  ])
  const known = new Set([...stocked, ...issued].map((row) => row.code))
  const clash = codes.find(({ code }) => known.has(code))
  if (clash) throw conflict('GIFT_CARD_CODE_POSTED', STOCK_TEXTS.posted(clash.code, clash.line))
  try {
    await db
      .insertInto('payment_gift_card_codes')
      .values(
        codes.map(({ code }) => ({
          code,
          item_name: input.item,
          posted_by: input.adminOid,
          posted_at: input.now,
        })),
      )
      .execute()
  } catch (error) {
    // Another admin posted one of them a moment ago.
    if ((error as { code?: string }).code !== '23505') throw error
    throw conflict('GIFT_CARD_CODE_POSTED', 'One of these codes was posted a moment ago.')
  }
  return { posted: codes.length }
}

export async function stockCounts(db: Db): Promise<StockCount[]> {
  const rows = await db
    .selectFrom('payment_gift_card_codes')
    .select([
      'item_name',
      sql<string>`count(*) filter (where payment_oid is null)`.as('in_stock'),
      sql<string>`count(*) filter (where payment_oid is not null)`.as('taken'),
    ])
    .groupBy('item_name')
    .execute()
  const byItem = new Map(rows.map((row) => [row.item_name, row]))
  return GIFT_CARD_ITEMS.map((itemName) => ({
    itemName,
    inStock: Number(byItem.get(itemName)?.in_stock ?? 0),
    taken: Number(byItem.get(itemName)?.taken ?? 0),
  }))
}

/** Items that were stocked and have no code left: not on sale until codes are posted. */
export async function soldOutItems(db: Db): Promise<Set<string>> {
  const counts = await stockCounts(db)
  return new Set(
    counts.filter((count) => count.taken > 0 && count.inStock === 0).map((count) => count.itemName),
  )
}

/**
 * Takes the oldest code in the item's stock for the payment; null when none is left.
 * `undefined` stock (never stocked) is told apart by `isStocked`.
 */
export async function takeCode(
  trx: Transaction<DB & PaymentsTables>,
  item: GiftCardItem,
  paymentOid: string,
  now: Date,
): Promise<string | null> {
  const { rows } = await sql<{ code: string }>`
    update payment_gift_card_codes set payment_oid = ${paymentOid}, taken_at = ${now}
    where payment_oid is null and code = (
      select code from payment_gift_card_codes
      where item_name = ${item} and payment_oid is null
      order by posted_at, code limit 1 for update skip locked)
    returning code`.execute(trx)
  return rows[0]?.code ?? null
}

export async function isStocked(db: Db, item: GiftCardItem): Promise<boolean> {
  const row = await db
    .selectFrom('payment_gift_card_codes')
    .select('code')
    .where('item_name', '=', item)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
