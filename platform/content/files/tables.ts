/** Tables of the content area's file contents (see migrations.ts beside it). */
import type { ColumnType, JSONColumnType } from 'kysely'
import type { FileContentKind } from './contract'

export interface ContentFilesTable {
  oid: string
  creator_oid: string
  title: string
  description: string
  /** The object store's key of the creator's upload (`private/{creator}/…`). */
  store_key: string
  file_name: string
  kind: FileContentKind
  byte_size: ColumnType<string | number, number, number>
  price: number
  tiers: JSONColumnType<string[], string, string>
  pinned_at: Date | null
  /** Deleted files stay for their buyers' grants but show and download nowhere. */
  deleted_at: Date | null
  created_at: Date
  updated_at: Date
}

/** Who may download a paid file: a purchase (its wallet key) or a used file coupon (the item). */
export interface ContentFileGrantsTable {
  file_oid: string
  user_oid: string
  via: 'purchase' | 'coupon'
  ref: string
  paid_coins: number
  created_at: Date
}

/** The admins' recommended files, in order. */
export interface ContentFileRecommendationsTable {
  file_oid: string
  position: number
  added_by: string
  added_at: Date
}

export type FilesTables = {
  content_files: ContentFilesTable
  content_file_grants: ContentFileGrantsTable
  content_file_recommendations: ContentFileRecommendationsTable
}
