/** The live replays tables (see migrations.ts). */
import type { ColumnType } from 'kysely'
import type { ReplayState } from './contract'

type Timestamp = ColumnType<Date, Date | string, Date | string>
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>

export type LiveReplaysTable = {
  oid: string
  creator_oid: string
  stream_oid: string
  title: string
  thumbnail_url: string | null
  state: ReplayState
  file_name: Nullable<string>
  size_bytes: ColumnType<string | null, number | null | undefined, number | null>
  error: Nullable<string>
  content_oid: Nullable<string>
  started_at: Timestamp
  ended_at: Timestamp
  expires_at: NullableTimestamp
  created_at: Timestamp
  updated_at: Timestamp
}

export type LiveReplayUploadsTable = {
  creator_oid: string
  content_oid: string
  title: string
  added_at: Timestamp
}

export type LiveReplayTables = {
  live_replays: LiveReplaysTable
  live_replay_uploads: LiveReplayUploadsTable
}
