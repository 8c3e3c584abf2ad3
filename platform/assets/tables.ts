/** Tables owned by the assets area (see migrations.ts). */
import type { ColumnType } from 'kysely'

/** One uploaded file, keyed by the SHA-256 of its bytes: the same file is stored once. */
export type StoryAssetsTable = {
  sha256: string
  content_type: string
  byte_size: number
  width: number
  height: number
  bytes: Uint8Array
  uploaded_by: string
  created_at: ColumnType<Date, Date | string | undefined, never>
}

// A type alias, not an interface: Kysely's withTables wants an indexable record.
export type AssetsTables = {
  story_assets: StoryAssetsTable
}
