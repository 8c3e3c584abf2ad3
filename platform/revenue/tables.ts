/** Tables owned by the revenue area (migrations.ts). Coins are bigint; money amounts numeric text. */
import type { ColumnType } from 'kysely'
import type { CalendarCountry, PayoutCurrency, SettlementStatus } from './contract'

type Amount = ColumnType<string | number, number, number>

/** One settlement request: one a creator a month (unique), processing then complete. */
export interface RevenueSettlementsTable {
  oid: string
  creator_oid: string
  /** The month settled, `YYYY-MM` (UTC). */
  month: string
  status: SettlementStatus
  coins: Amount
  currency: PayoutCurrency
  country: CalendarCountry
  exchange_rate: number
  exchange_rate_date: string
  gross: number
  fee: number
  net: number
  payout_date: string
  /** The wallet transaction that moved the earnings to the payouts account. */
  ledger_transaction: string
  requested_at: Date
  completed_at: Date | null
  completed_by: string | null
}

/** Where a creator is paid. */
export interface RevenuePayoutAccountsTable {
  creator_oid: string
  currency: PayoutCurrency
  country: CalendarCountry
  holder_name: string
  bank_name: string
  account_number: string
  updated_at: Date
}

/** Analytics facts reported by other areas (uploads, views) per creator, UTC day and country. */
export interface RevenueActivityDailyTable {
  creator_oid: string
  day: string
  metric: 'uploads' | 'views'
  /** ISO country code, or '' when unknown. */
  country: string
  count: Amount
}

/** Distinct users seen per creator, day and country (country user counts). */
export interface RevenueActivityUsersTable {
  creator_oid: string
  day: string
  user_key: string
  country: string
}

export interface RevenueTables {
  revenue_settlements: RevenueSettlementsTable
  revenue_payout_accounts: RevenuePayoutAccountsTable
  revenue_activity_daily: RevenueActivityDailyTable
  revenue_activity_users: RevenueActivityUsersTable
}
