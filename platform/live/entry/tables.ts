/** Tables of live entry rules (see migrations.ts). */
import type { ColumnType } from 'kysely'

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

export type LiveEntryTables = {
  live_tickets: LiveTicketsTable
  live_ticket_purchases: LiveTicketPurchasesTable
}
