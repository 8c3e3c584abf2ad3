/** Tables owned by the wallet area (see migrations.ts). Amounts are integers (bigint columns). */
import type { ColumnType, JSONColumnType } from 'kysely'

/** bigint columns come back as string (pg) or number (PGlite); always read them through `toAmount`. */
type Amount = ColumnType<string | number, number, number>

export interface WalletAccountsTable {
  /** `user/<oid>/<kind>` or `system/<name>/<unit>`; see accounts.ts. */
  id: string
  owner_oid: string | null
  kind: string
  unit: 'coin' | 'credit'
  is_system: boolean
  balance: Amount
  created_at: ColumnType<Date, Date | undefined, never>
}

export interface WalletTransactionsTable {
  id: string
  idempotency_key: string
  /** sha256 of the canonical request body: the same key with another body is refused. */
  fingerprint: string
  type: string
  metadata: JSONColumnType<Record<string, unknown>>
  /** What the operation answered the first time, replayed for retries. */
  result: ColumnType<unknown, string, string>
  created_at: ColumnType<Date, Date, never>
}

export interface WalletEntriesTable {
  transaction_id: string
  account_id: string
  amount: Amount
}

export interface WalletHoldsTable {
  request_id: string
  user_oid: string
  amount: Amount
  bonus_amount: Amount
  paid_amount: Amount
  /** Ledger type the settle is booked as (story_chat, image_chat, chat …). */
  charge_type: string
  status: 'held' | 'settled' | 'voided' | 'expired'
  charged: Amount | null
  /** UTC day the bonus part was counted against the daily bonus-credit limit. */
  bonus_day: string
  expires_at: Date
  created_at: ColumnType<Date, Date, never>
  finished_at: Date | null
}

export interface WalletBonusUsageTable {
  user_oid: string
  day: string
  used: Amount
}

export interface WalletPreferencesTable {
  user_oid: string
  /** Coins converted automatically when credits fall below the threshold; null = off. */
  auto_top_up_coins: number | null
  updated_at: Date
}

export interface WalletAttendanceTable {
  user_oid: string
  day: string
  device_id: string | null
  streak: number
  credits: number
  random_box_item_id: string | null
  created_at: ColumnType<Date, Date, never>
}

export interface WalletInventoryTable {
  id: string
  user_oid: string
  kind: string
  code: string
  source: string
  /** Kind-specific data: coins paid, bonus coins of a lucky box, coupon target … */
  details: JSONColumnType<Record<string, unknown>>
  acquired_at: Date
  used_at: Date | null
  refunded_at: Date | null
  deleted_at: Date | null
  /** What using it granted (random box reward), for idempotent replays. */
  outcome: ColumnType<Record<string, unknown> | null, string | null, string | null>
}

/** A creator's earnings per UTC day and type, kept by a trigger (creator-daily-migration.ts). */
export interface WalletCreatorDailyTable {
  creator_oid: string
  day: string
  type: string
  coins: Amount
  count: Amount
}

export interface WalletTables {
  wallet_accounts: WalletAccountsTable
  wallet_transactions: WalletTransactionsTable
  wallet_entries: WalletEntriesTable
  wallet_holds: WalletHoldsTable
  wallet_bonus_usage: WalletBonusUsageTable
  wallet_preferences: WalletPreferencesTable
  wallet_attendance: WalletAttendanceTable
  wallet_inventory: WalletInventoryTable
  wallet_creator_daily: WalletCreatorDailyTable
}
