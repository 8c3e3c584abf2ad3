/**
 * One sale: the wallet's `purchase` ledger transaction, whose database transaction also
 * writes the entitlements, moves the sold counters and empties the cart, so coins are never
 * taken without the entitlement. The unique (owner, content) entitlement makes a retry or a
 * race charge once: the second sale finds the first's row and rolls back.
 */
import type { Transaction } from 'kysely'
import { type DB, newObjectId } from '../../db'
import type { SessionUser } from '../../http'
import { type PurchasesContext, requirePorts } from './context'
import { PURCHASE_ERRORS } from './errors'
import { type Line, walletLine } from './lines'
import type { SaleOutcome } from './ports'
import { ownedError, refuse, translateWalletError } from './refusals'
import { isSoldOut } from './rules'
import type { PurchaseSource } from './tables'

export interface Sale {
  buyer: SessionUser
  ownerOid: string
  lines: Line[]
  source: PurchaseSource
  /** The wallet's idempotency key. */
  key: string
}

export interface Sold {
  paidCoins: number
  bonusCoins: number
  outcome: SaleOutcome | null
  now: Date
}

export interface SaleRows {
  ownerOid: string
  buyerOid: string
  lines: Line[]
  source: PurchaseSource
  key: string | null
}

/** Books the sale and writes its rows in one database transaction; answers what was paid. */
export async function sell(context: PurchasesContext, sale: Sale): Promise<Sold> {
  const { wallet } = requirePorts(context)
  const now = context.clock.now()
  const rows = { ...sale, buyerOid: sale.buyer.oid }
  const charged = sale.lines.filter((line) => line.price > 0)
  if (charged.length === 0) {
    // A discount code made it free: the entitlement alone, no ledger transaction.
    await context.db
      .transaction()
      .execute((trx) => writeSale(trx, { ...rows, key: null }, null, now))
    return { paidCoins: 0, bonusCoins: 0, outcome: null, now }
  }
  try {
    const booked = await wallet.sellContents({
      key: sale.key,
      buyerOid: sale.buyer.oid,
      lines: charged.map(walletLine),
      metadata: {
        source: sale.source,
        ...(sale.ownerOid === sale.buyer.oid ? {} : { recipientOid: sale.ownerOid }),
      },
      alongside: (trx, outcome) => writeSale(trx, { ...rows, key: sale.key }, outcome, now),
    })
    // The same key was booked before: the owner has these contents already.
    if (booked.replayed)
      throw refuse(
        sale.source,
        charged.map((line) => line.content.oid),
        ownedError(rows),
      )
    return { ...booked.result, outcome: booked.result, now }
  } catch (error) {
    throw translateWalletError(error, sale.lines, rows)
  }
}

/**
 * Inside the sale's transaction: locks the contents in id order, refuses sold-out ones,
 * moves their counters, writes the entitlements (refusing any the owner already has)
 * and takes bought items out of the cart.
 */
async function writeSale(
  trx: Transaction<DB>,
  sale: SaleRows,
  outcome: SaleOutcome | null,
  now: Date,
): Promise<void> {
  const oids = sale.lines.map((line) => line.content.oid).sort()
  const locked = await trx
    .selectFrom('contents')
    .select(['oid', 'sale_count_limit', 'sold_count'])
    .where('oid', 'in', oids)
    .orderBy('oid')
    .forUpdate()
    .execute()
  const soldOut = locked.filter(isSoldOut).map((row) => row.oid)
  if (soldOut.length > 0) throw refuse(sale.source, soldOut, PURCHASE_ERRORS.soldOut())
  await trx
    .updateTable('contents')
    .set((eb) => ({ sold_count: eb('sold_count', '+', 1) }))
    .where('oid', 'in', oids)
    .execute()
  const inserted = await trx
    .insertInto('content_purchases')
    .values(sale.lines.map((line) => entitlementRow(sale, line, outcome, now)))
    .onConflict((conflict) => conflict.columns(['user_oid', 'content_oid']).doNothing())
    .returning('content_oid')
    .execute()
  if (inserted.length < sale.lines.length) {
    const written = new Set(inserted.map((row) => row.content_oid))
    const owned = oids.filter((oid) => !written.has(oid))
    throw refuse(sale.source, owned, ownedError(sale))
  }
  // Whoever now owns a content no longer needs it in their cart, however it was bought.
  await trx
    .deleteFrom('shopping_cart_items')
    .where('user_oid', '=', sale.ownerOid)
    .where('content_oid', 'in', oids)
    .execute()
}

/** One line's entitlement, with what the wallet took for it (nothing for a free line). */
export function entitlementRow(sale: SaleRows, line: Line, outcome: SaleOutcome | null, now: Date) {
  const paid = outcome?.lines.find((entry) => entry.contentOid === line.content.oid)
  return {
    oid: newObjectId(now.getTime()),
    user_oid: sale.ownerOid,
    content_oid: line.content.oid,
    creator_oid: line.content.creator_oid,
    buyer_oid: sale.buyerOid,
    price: line.price,
    list_price: line.content.price,
    paid_coins: paid?.paidCoins ?? 0,
    bonus_coins: paid?.bonusCoins ?? 0,
    discount_code: line.code,
    source: sale.source,
    wallet_key: line.price > 0 ? sale.key : null,
    purchased_at: now,
  }
}
