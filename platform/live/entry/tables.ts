/** Tables of live entry rules (see migrations.ts). */
import type { ColumnType, JSONColumnType } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export type LiveTicketsTable = {
  oid: string
  creator_oid: string
  price: number
  allow_bonus: ColumnType<boolean, boolean | undefined, boolean>
  created_at: Timestamp
  expired_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export type LiveTicketPurchasesTable = {
  ticket_oid: string
  user_oid: string
  creator_oid: string
  price: number
  purchased_at: Timestamp
}

export type EntryMode = 'everyone' | 'signedIn' | 'tiers'
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>

export type LiveEntryRulesTable = {
  creator_oid: string
  mode: EntryMode
  tier_hashes: JSONColumnType<string[], string, string>
  password_hash: Nullable<string>
  updated_at: Timestamp
}

export type LiveEntryChangesTable = {
  oid: string
  creator_oid: string
  mode: EntryMode
  tier_hashes: JSONColumnType<string[], string, string>
  password_hash: Nullable<string>
  created_at: Timestamp
  apply_at: Timestamp
  applied_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  announced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export type LiveEntryTables = {
  live_tickets: LiveTicketsTable
  live_ticket_purchases: LiveTicketPurchasesTable
  live_entry_rules: LiveEntryRulesTable
  live_entry_changes: LiveEntryChangesTable
}
