/** The uploaded live thumbnails (see migrations.ts). */
import type { ColumnType } from 'kysely'

export type LiveAllowanceTables = {
  live_thumbnails: {
    sha256: string
    content_type: string
    byte_size: number
    width: number
    height: number
    bytes: Uint8Array
    uploaded_by: string
    created_at: ColumnType<Date, Date | string, never>
  }
}
