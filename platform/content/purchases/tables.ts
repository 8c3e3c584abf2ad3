/** Tables of the content area's purchases capability (see migrations.ts beside it). */

export type PurchaseSource = 'purchase' | 'cart' | 'gift'

/**
 * One entitlement: `user_oid` owns `content_oid`. Written in the same database
 * transaction as the ledger's `purchase` transaction that paid for it (`wallet_key`).
 */
export interface ContentPurchasesTable {
  oid: string
  user_oid: string
  content_oid: string
  creator_oid: string
  /** Who paid: the owner, or the giver of a gift. */
  buyer_oid: string
  /** Coins charged (after a discount code); `list_price` is the price before it. */
  price: number
  list_price: number
  paid_coins: number
  bonus_coins: number
  discount_code: string | null
  source: PurchaseSource
  /** The wallet transaction's idempotency key; null when a code made the content free. */
  wallet_key: string | null
  purchased_at: Date
}

export interface ShoppingCartItemsTable {
  user_oid: string
  content_oid: string
  added_at: Date
}

export interface PurchasesTables {
  content_purchases: ContentPurchasesTable
  shopping_cart_items: ShoppingCartItemsTable
}
