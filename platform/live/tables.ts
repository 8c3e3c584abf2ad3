/** Tables owned by the live area (see migrations.ts). */
import type { ColumnType, JSONColumnType } from 'kysely'
import type { LiveAdminTables } from './admin/tables'
import type { LiveadsTables } from './ads/tables'
import type { LiveAllowanceTables } from './allowance/tables'
import type { LiveApplicationTables } from './applications/tables'
import type { LivechatTables } from './chat/tables'
import type { LiveCohostTables } from './cohost/tables'
import type { LiveState } from './contract'
import type { LivedonationsTables } from './donations/tables'
import type { LivedonationsTtsTables } from './donations/tts/tables'
import type { LiveEntryTables } from './entry/tables'
import type { LiveViewerTables } from './playback/viewers/tables'
import type { LiveReminderTables } from './reminders/tables'
import type { LiveReplayTables } from './replays/tables'
import type { LiveScheduleTables } from './schedules/tables'
import type { LiveToolKeyTables } from './studio/toolkey/tables'

type Timestamp = ColumnType<Date, Date | string, Date | string>
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>

export type LiveChannelsTable = {
  creator_oid: string
  title: ColumnType<string, string | undefined, string>
  info: ColumnType<string, string | undefined, string>
  tags: JSONColumnType<string[], string | undefined, string>
  is_adult: ColumnType<boolean, boolean | undefined, boolean>
  thumbnail_url: ColumnType<string | null, string | null | undefined, string | null>
  scheduled_at: NullableTimestamp
  state: ColumnType<LiveState, LiveState | undefined, LiveState>
  current_stream_oid: ColumnType<string | null, string | null | undefined, string | null>
  key_hash: ColumnType<string | null, string | null | undefined, string | null>
  key_hint: ColumnType<string | null, string | null | undefined, string | null>
  key_created_at: NullableTimestamp
  key_refused_at: NullableTimestamp
  /** The studio's "remind subscribers" (0598, ./reminders). */
  remind_subscribers: ColumnType<boolean, boolean | undefined, boolean>
  updated_at: Timestamp
}

export type LiveStreamsTable = {
  oid: string
  creator_oid: string
  title: string
  info: string
  tags: JSONColumnType<string[], string, string>
  is_adult: boolean
  thumbnail_url: string | null
  ingest: 'embedded' | 'nginx'
  started_at: Timestamp
  ended_at: NullableTimestamp
  peak_views: ColumnType<number, number | undefined, number>
  total_views: ColumnType<number, number | undefined, number>
}

// A type alias, not an interface: Kysely's withTables wants an indexable record.
export type LiveTables = {
  live_channels: LiveChannelsTable
  live_streams: LiveStreamsTable
} & LiveEntryTables &
  LiveAdminTables &
  LiveApplicationTables &
  LiveToolKeyTables &
  LiveScheduleTables &
  LiveReplayTables &
  LiveAllowanceTables &
  LiveReminderTables &
  LiveViewerTables &
  LivechatTables &
  LiveCohostTables &
  LivedonationsTables &
  LivedonationsTtsTables &
  LiveadsTables
