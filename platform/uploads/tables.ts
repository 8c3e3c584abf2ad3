/** Tables owned by the uploads area (see migrations.ts). */
import type { ColumnType, Generated } from 'kysely'

export type AssetStatus = 'uploading' | 'packaging' | 'ready' | 'error'

/**
 * One uploaded file: the caller's `key` (their own namespace), where its bytes live in the
 * object store, and the multipart upload that is filling it.
 */
export type UploadAssetsTable = {
  oid: string
  owner_oid: string
  key: string
  store_key: string
  access: 'public' | 'private'
  context: string
  filetype: string
  name: string | null
  content_oid: string | null
  lang: string | null
  region: string | null
  public_id: string
  status: AssetStatus
  upload_id: string | null
  num_parts: number
  /** bigint: a string from pg, a number from PGlite; read through `Number`. */
  byte_size: ColumnType<string | number | null, number | null | undefined, number | null>
  etag: string | null
  cache_version: Generated<number>
  created_at: ColumnType<Date, Date | string | undefined, never>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

/** A part the store received, with the entity tag it answered (MD5 hex of the bytes). */
export type UploadPartsTable = {
  upload_id: string
  asset_oid: string
  part_number: number
  etag: string
  byte_size: ColumnType<string | number, number, number>
  /** The hash the client reported through `multipart/url/done`. */
  reported_etag: string | null
}

// A type alias, not an interface: Kysely's withTables wants an indexable record.
/** The site's cache version (one row, id 1): every public read's ETag carries it. */
export type UploadCacheStateTable = {
  id: number
  version: number
  bumped_at: Date
  bumped_by: string
}

export type UploadsTables = {
  upload_assets: UploadAssetsTable
  upload_parts: UploadPartsTable
  upload_cache_state: UploadCacheStateTable
}
