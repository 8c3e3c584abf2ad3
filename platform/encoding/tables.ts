/** Tables owned by the encoding area (see migrations.ts). */
import type { ColumnType, JSONColumnType } from 'kysely'
import type { SourceFormat } from './source-format'
import type { TimelineRenderSnapshot } from './timelines/snapshot'
import type { TimelinesTables } from './timelines/tables'

export type EncodingKind = 'audio' | 'video' | 'subtitle'
export type EncodingJobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled'

/**
 * What a job asked for beyond its source: the subtitle's language, the admin's
 * skip-encryption, and what the source was uploaded as (`mp3`, `mp4`, `mov`, `srt`), which
 * decides how ffmpeg reads it. Jobs queued before formats were kept have none.
 */
export interface EncodingJobOptions {
  language?: string
  skipEncryption?: boolean
  format?: SourceFormat
  /** A RealPlay timeline's render: the saved document and its uploads' facts, as queued. */
  timeline?: TimelineRenderSnapshot
}

export interface EncodingJobsTable {
  id: string
  content_oid: string
  /** The content's creator when the job was requested: who may read and cancel it. */
  owner_oid: string
  /** Who asked (the owner or an admin). */
  requested_by: string
  kind: EncodingKind
  source_key: string
  options: JSONColumnType<EncodingJobOptions>
  status: EncodingJobStatus
  attempts: number
  max_attempts: number
  /** Not claimed before this time: the backoff after a failed attempt. */
  run_after: Date
  /** A running job whose lease passed is claimed again (its encoder died). */
  lease_until: Date | null
  worker_id: string | null
  /** 0–100 while running, from ffmpeg's progress output. */
  progress: number
  error: string | null
  outputs: JSONColumnType<Record<string, unknown> | null, string | null, string | null>
  created_at: ColumnType<Date, Date, never>
  updated_at: Date
  finished_at: Date | null
  /** When the job's set finished and its completion callback was owed to the catalog. */
  completion_due_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** When the catalog took the completion; null while it is owed (or not yet due). */
  completion_sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  /** The catalog's last refusal of the completion. */
  completion_error: ColumnType<string | null, string | null | undefined, string | null>
}

export type EncodingTables = {
  encoding_jobs: EncodingJobsTable
} & TimelinesTables
