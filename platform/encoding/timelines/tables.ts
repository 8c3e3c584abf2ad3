/** Tables of the timelines sub-area (see migrations.ts). */
import type { ColumnType, JSONColumnType } from 'kysely'
import type { TimelineDocument, TrackKind } from './contract'

/** A content's timeline: the latest saved document and its version (bumped by every save). */
export interface ContentTimelinesTable {
  content_oid: string
  owner_oid: string
  version: number
  document: JSONColumnType<TimelineDocument>
  updated_by: string
  created_at: ColumnType<Date, Date, never>
  updated_at: Date
}

/** What ffprobe found in an upload, kept per store key (an upload's bytes never change). */
export interface TimelineAssetFactsTable {
  store_key: string
  owner_oid: string
  filetype: string
  kind: TrackKind
  duration_ms: number | null
  width: number | null
  height: number | null
  has_audio: boolean
  probed_at: Date
}

export interface TimelinesTables {
  content_timelines: ContentTimelinesTable
  timeline_asset_facts: TimelineAssetFactsTable
}
