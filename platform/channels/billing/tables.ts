/** Tables of the channels billing (see migrations.ts). Amounts are buyer prices in minor units. */
import type { ColumnType } from 'kysely'

type Amount = ColumnType<string | number, number, number>

export type BillingPeriodStatus = 'due' | 'paid' | 'ended' | 'skipped'

/** One row per (subscription, period): the period's charge, its attempts and its outcome. */
export interface ChannelBillingPeriodsTable {
  subscription_oid: string
  /** `YYYY-MM` (UTC). */
  period: string
  user_oid: string
  creator_oid: string
  tier_hash: string
  card_oid: string | null
  currency: string
  amount: Amount
  /** The tier's price in coins-equivalent: what the ledger books. */
  coins: number
  period_start: Date
  period_end: Date
  status: BillingPeriodStatus
  /** Failed attempts so far (a crash mid-attempt does not count one). */
  attempts: number
  next_attempt_at: Date
  /** A scheduler holds the row until then; a killed one's rows are taken again after it. */
  lease_until: Date | null
  worker_id: string | null
  payment_oid: string | null
  transaction_id: string | null
  last_error: string | null
  /** Set after a coupon-priced period: what the next period costs (the tier's price). */
  renew_amount?: Amount | null
  renew_coins?: number | null
  /** A downgrade asked this period: the next one is planned at this tier. */
  renew_tier_hash?: string | null
  created_at: ColumnType<Date, Date, never>
  updated_at: Date
}

/** A first payment started by /payment/subscription/ready, until it is paid and delivered. */
export interface ChannelBillingCheckoutsTable {
  /** The subscription the payment creates (its oid chosen at ready). */
  subscription_oid: string
  payment_oid: string | null
  user_oid: string
  creator_oid: string
  tier_hash: string
  period: string
  period_start: Date
  period_end: Date
  card_oid: string | null
  currency: string
  amount: Amount
  coins: number
  /** With a coupon: the tier's own price, charged from the second period on. */
  renew_amount?: Amount | null
  renew_coins?: number | null
  created_at: ColumnType<Date, Date, never>
}

/** A tier coupon used by a user (once), for the subscription it priced. */
export interface ChannelBillingCouponUsesTable {
  coupon_oid: string
  user_oid: string
  subscription_oid: string
  created_at: ColumnType<Date, Date, never>
}

/** A change of tier asked during a period (./tier-change.ts). */
export interface ChannelBillingTierChangesTable {
  subscription_oid: string
  period: string
  tier_hash: string
  kind: 'upgrade' | 'downgrade' | 'switch'
  status: 'charging' | 'failed' | 'done' | 'withdrawn'
  attempt: number
  from_tier_hash: string
  from_amount: Amount
  from_coins: number
  to_amount: Amount
  to_coins: number
  currency: string
  amount: Amount
  coins: number
  payment_oid: string | null
  transaction_id: string | null
  created_at: ColumnType<Date, Date, never>
  updated_at: Date
}

/** A type alias (not an interface) so Kysely's `withTables` accepts it. */
export type ChannelsBillingTables = {
  channel_billing_tier_changes: ChannelBillingTierChangesTable
  channel_billing_periods: ChannelBillingPeriodsTable
  channel_billing_checkouts: ChannelBillingCheckoutsTable
  channel_billing_coupon_uses: ChannelBillingCouponUsesTable
}
