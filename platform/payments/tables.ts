/** Tables owned by the payments area (see migrations.ts). Money amounts are integers in minor units. */
import type { ColumnType } from 'kysely'

type Amount = ColumnType<string | number, number, number>

export interface PaymentsTable {
  oid: string
  user_oid: string
  /** 'coins' (a coin package) or 'giftcard' (gift-card points). */
  kind: string
  /** Package or item name: `coins-100`, `dlsite-500` … */
  product: string
  coins: number
  currency: string
  /** Buyer price in the currency's minor units (cents; won and yen have none). */
  amount: Amount
  method: string
  provider: string
  provider_ref: string | null
  status: 'pending' | 'paid' | 'failed' | 'cancelled'
  /** Secret in the sandbox checkout address: only the buyer's browser knows it. */
  checkout_token: string
  failure_reason: string | null
  /** Who moved it to paid first: 'sandbox', 'webhook', 'confirm', 'one-touch' … */
  paid_by: string | null
  credited_transaction_id: string | null
  created_at: ColumnType<Date, Date, never>
  updated_at: Date
  paid_at: Date | null
}

export interface PaymentCardsTable {
  oid: string
  user_oid: string
  provider: string
  /** The provider's reference: a Stripe payment method id, a KakaoPay sid, a sandbox id. */
  provider_ref: string
  label: string
  selected: boolean
  created_at: ColumnType<Date, Date, never>
}

export interface PaymentCustomersTable {
  user_oid: string
  provider: string
  customer_ref: string
}

export interface PaymentGiftCardsTable {
  payment_oid: string
  user_oid: string
  item_name: string
  points: number
  code: string
  expires_at: Date
  created_at: ColumnType<Date, Date, never>
}

/** A partner code an admin posted: in stock while `payment_oid` is null, then that payment's. */
export interface PaymentGiftCardCodesTable {
  code: string
  item_name: string
  posted_by: string
  posted_at: Date
  payment_oid: string | null
  taken_at: Date | null
}

export interface PaymentTierCouponsTable {
  oid: string
  creator_oid: string
  tier_hash: string
  code: string
  price: number
  expires_at: Date
  owner_oid: string | null
  created_at: ColumnType<Date, Date, never>
}

/** A one-touch confirm's idempotency key and the payment it made (see one-touch/). */
export interface PaymentOneTouchRequestsTable {
  user_oid: string
  idempotency_key: string
  payment_oid: string
  card_oid: string
  card_provider: string
  /** The card's provider handle, kept so a crashed charge resumes after the card is gone. */
  card_ref: string
  customer_ref: string | null
  coins: number
  currency: string
  /** Until then the charge belongs to the request that took it; later anyone may resume it. */
  lease_until: Date
  created_at: ColumnType<Date, Date, never>
}

/** A type alias (not an interface) so Kysely's `withTables` accepts it. */
export type PaymentsTables = {
  payments: PaymentsTable
  payment_cards: PaymentCardsTable
  payment_customers: PaymentCustomersTable
  payment_gift_cards: PaymentGiftCardsTable
  payment_gift_card_codes: PaymentGiftCardCodesTable
  payment_tier_coupons: PaymentTierCouponsTable
  payment_one_touch_requests: PaymentOneTouchRequestsTable
}
