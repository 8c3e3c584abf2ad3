/** The live viewers table (see migrations.ts). */
import type { ColumnType } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export type LiveViewersTable = {
  stream_oid: string
  /** `flv:<connection>` for a relay connection; `hls:user:<oid>` or `hls:ip:<address>`. */
  viewer_key: string
  seen_at: Timestamp
}

export type LiveViewerTables = { live_viewers: LiveViewersTable }
