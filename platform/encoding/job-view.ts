/** Jobs as callers see them, and the one status and progress a content's jobs add up to. */
import type { EncodingJob } from './jobs'
import type { EncodingJobStatus, EncodingKind } from './tables'

export interface JobView {
  taskId: string
  contentOid: string
  kind: EncodingKind
  language: string | null
  status: EncodingJobStatus
  progress: number
  attempts: number
  maxAttempts: number
  error: string | null
  /** When a failed attempt is tried again. */
  nextAttemptAt: string | null
  outputs: Record<string, unknown> | null
  skipEncryption: boolean
  createdAt: string
  updatedAt: string
  finishedAt: string | null
}

export type ContentEncodingStatus = EncodingJobStatus | 'none'

export interface EncodingStatusView {
  contentOid: string
  status: ContentEncodingStatus
  progress: number
  error: string | null
  /** Whether this server's encoder can run the waiting jobs, and if not why. */
  encoder: { ready: boolean; reason: string | null }
  jobs: JobView[]
}

/** A job's progress as shown: a done job is at 100 whatever its last report said. */
export const jobProgress = (job: Pick<EncodingJob, 'status' | 'progress'>) =>
  job.status === 'done' ? 100 : job.progress

export function jobView(job: EncodingJob): JobView {
  return {
    taskId: job.id,
    contentOid: job.content_oid,
    kind: job.kind,
    language: job.options.language ?? null,
    status: job.status,
    progress: jobProgress(job),
    attempts: job.attempts,
    maxAttempts: job.max_attempts,
    error: job.error,
    nextAttemptAt: job.status === 'queued' && job.attempts > 0 ? job.run_after.toISOString() : null,
    outputs: job.status === 'done' ? job.outputs : null,
    skipEncryption: !!job.options.skipEncryption,
    createdAt: job.created_at.toISOString(),
    updatedAt: job.updated_at.toISOString(),
    finishedAt: job.finished_at?.toISOString() ?? null,
  }
}

/** A content's status from its current jobs: a failure first, then work in hand, then done. */
export function aggregateStatus(jobs: Pick<EncodingJob, 'status'>[]): ContentEncodingStatus {
  if (jobs.length === 0) return 'none'
  for (const status of ['failed', 'running', 'queued'] as const) {
    if (jobs.some((job) => job.status === status)) return status
  }
  return jobs.every((job) => job.status === 'done') ? 'done' : 'cancelled'
}

/** A content's progress: its current jobs' mean, rounded down (0 with none). */
export function aggregateProgress(jobs: Pick<EncodingJob, 'status' | 'progress'>[]): number {
  if (jobs.length === 0) return 0
  return Math.floor(jobs.reduce((sum, job) => sum + jobProgress(job), 0) / jobs.length)
}
