/**
 * Opening a paid file: a purchase with coins (the wallet's one `purchase` transaction, keyed
 * by file and buyer, writing the grant inside it) or a file coupon (the wallet's one use of
 * the item, writing the grant inside it). The unique (file, user) grant makes a retry or a
 * race open it once and charge once.
 */
import type { SessionUser } from '../../http'
import type { FilesContext } from './context'
import { requirePort } from './context'
import { FILE_ERRORS } from './errors'
import type { UsedItem } from './ports'
import { couponOpens } from './rules'
import { type FileRow, findFile, grantsOf, insertGrant } from './store'
import { viewOne } from './views'

export interface Bought {
  fileOid: string
  charged: boolean
  paidCoins: number
  bonusCoins: number
}

/** A file still locked to the buyer; an open one answers `null` (nothing to do). */
async function lockedFile(context: FilesContext, buyer: SessionUser, fileOid: string) {
  const row = await findFile(context.db, fileOid)
  if (!row) throw FILE_ERRORS.notFound()
  const view = await viewOne(context, buyer, row)
  return view.access === null ? row : null
}

export async function buyFile(
  context: FilesContext,
  buyer: SessionUser,
  fileOid: string,
): Promise<Bought> {
  const row = await lockedFile(context, buyer, fileOid)
  const none = { fileOid, charged: false, paidCoins: 0, bonusCoins: 0 }
  // Already open (bought before, a retry, subscribed, free): nothing is charged again.
  if (!row) return none
  if (row.price <= 0) throw FILE_ERRORS.notForSale()
  const wallet = requirePort(context.wallet, 'wallet')
  const key = `file-content:${row.oid}:${buyer.oid}`
  const now = context.clock.now()
  const booked = await wallet.sellContents({
    key,
    buyerOid: buyer.oid,
    lines: [
      { contentOid: row.oid, creatorOid: row.creator_oid, coins: row.price, bonusUse: 'never' },
    ],
    metadata: { source: 'file-content' },
    alongside: async (trx, sale) => {
      const written = await insertGrant(trx, {
        fileOid: row.oid,
        userOid: buyer.oid,
        via: 'purchase',
        ref: key,
        paidCoins: sale.paidCoins,
        now,
      })
      // Opened meanwhile by a coupon: roll the charge back.
      if (!written) throw FILE_ERRORS.alreadyOpen()
    },
  })
  if (booked.replayed) return none
  return {
    fileOid,
    charged: true,
    paidCoins: booked.result.paidCoins,
    bonusCoins: booked.result.bonusCoins,
  }
}

export async function openWithCoupon(
  context: FilesContext,
  user: SessionUser,
  input: { fileOid: string; itemOid: string },
) {
  const row = await lockedFile(context, user, input.fileOid)
  if (!row) throw FILE_ERRORS.alreadyOpen()
  const coupons = requirePort(context.files, 'files').coupons
  const now = context.clock.now()
  await coupons.redeem({ userOid: user.oid, itemId: input.itemOid }, async (trx, item) => {
    checkCoupon(item, row)
    const written = await insertGrant(trx, {
      fileOid: row.oid,
      userOid: user.oid,
      via: 'coupon',
      ref: item.oid,
      paidCoins: 0,
      now,
    })
    if (!written) throw FILE_ERRORS.alreadyOpen()
  })
  // A replayed use (the item was used before) opened this file only if its grant names it.
  const grants = await grantsOf(context.db, user.oid, [row.oid])
  if (!grants.has(row.oid)) throw FILE_ERRORS.couponUsed()
  return { fileOid: row.oid, itemOid: input.itemOid, opened: true }
}

function checkCoupon(item: UsedItem, row: FileRow) {
  if (item.kind !== 'file_coupon') throw FILE_ERRORS.notFileCoupon()
  if (!couponOpens(item.details, { oid: row.oid, creatorOid: row.creator_oid })) {
    throw FILE_ERRORS.couponNotForFile()
  }
}
