import type { Transaction } from 'kysely'
import type { DB } from '../../db'

/** An inventory item as its use shows it to what it opens. */
export interface UsedItem {
  oid: string
  kind: string
  details: Record<string, unknown>
}

/**
 * The wallet's inventory: using a file coupon is the wallet's one transaction that marks the
 * item used and, through `alongside`, writes the file's grant; throwing there leaves it unused.
 */
export interface FileCouponPort {
  redeem(
    input: { userOid: string; itemId: string },
    alongside: (trx: Transaction<DB>, item: UsedItem) => Promise<void>,
  ): Promise<unknown>
}

export interface FilesPorts {
  coupons: FileCouponPort
}
