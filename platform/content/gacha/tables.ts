/** Tables of the content area's gacha capability (see migrations.ts beside it). */
import type { Generated, JSONColumnType } from 'kysely'
import type { GachaDraw } from './contract'

export interface ContentGachasTable {
  oid: string
  creator_oid: string
  title: string
  description: string
  image_url: string
  coins: number
  profit_rate: number
  /** Hidden by the creator; an incomplete gacha is hidden whatever this says. */
  hidden: boolean
  complete: boolean
  /** The current item table's version (content_gacha_items keeps every version). */
  version: number
  created_at: Date
  updated_at: Date
}

/** One item of one version of a gacha's table; never changed, so records stay auditable. */
export interface ContentGachaItemsTable {
  gacha_oid: string
  version: number
  position: number
  name: string
  image_url: string
  rank: string
  chance: number
  refund_rate: number
}

/** One pull: what was drawn, how (secret, numbers, table version) and the ledger's ids. */
export interface ContentGachaPullsTable {
  oid: string
  seq: Generated<string>
  gacha_oid: string
  user_oid: string
  creator_oid: string
  count: number
  coins: number
  refund_coins: number
  table_version: number
  secret_ref: string
  draws: JSONColumnType<GachaDraw[], string, string>
  transaction_id: string
  created_at: Date
}

export type GachaTables = {
  content_gachas: ContentGachasTable
  content_gacha_items: ContentGachaItemsTable
  content_gacha_pulls: ContentGachaPullsTable
}
