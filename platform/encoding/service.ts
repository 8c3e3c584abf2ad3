/**
 * The encoding service: requests, re-encodings, cancellations and the status of a
 * content's jobs, for its owner and admins. Jobs remember their content's owner, so reading
 * and cancelling them needs no catalog.
 */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import { AppError, type Clock, conflict, forbidden, notFound, type SessionUser } from '../http'
import {
  cancelJobs,
  currentJobs,
  type EncodingJob,
  findJob,
  insertJobs,
  isActive,
  jobsOfContent,
  type NewJob,
} from './jobs'
import type { ContentEncodingPort, ContentOwnersPort } from './ports'
import type { EncodingJobStatus, EncodingKind } from './tables'
import type { EncoderReadiness } from './worker'

export const ENCODING_REQUEST_FAILED = 'Encoding request failed'
export const REENCODING_FAILED = 'Reencoding failed'
export const NO_PERMISSION = "You don't have permission to use this feature."
export const CANCELLED_REASON = 'Encoding was cancelled'

export interface EncodingSource {
  kind: EncodingKind
  sourceKey: string
  /** Subtitles only: the language the file is in. */
  language?: string | undefined
}

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

export interface EncodingServiceDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  owners?: ContentOwnersPort | undefined
  contents?: ContentEncodingPort | undefined
  readiness(): Promise<EncoderReadiness>
  /** Called after jobs are queued, so an idle worker starts at once. */
  onQueued?: () => void
}

const isAdmin = (user: SessionUser) => user.roles.includes('admin')

function slotOf(job: { kind: EncodingKind; language?: string | null | undefined }) {
  return job.kind === 'subtitle' ? `subtitle:${job.language ?? ''}` : job.kind
}

export function jobView(job: EncodingJob): JobView {
  return {
    taskId: job.id,
    contentOid: job.content_oid,
    kind: job.kind,
    language: job.options.language ?? null,
    status: job.status,
    progress: job.status === 'done' ? 100 : job.progress,
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

export function createEncodingService(deps: EncodingServiceDeps) {
  const log = deps.logger.child({ area: 'encoding' })

  /** The content's jobs, when the caller may see them (its owner, or an admin). */
  async function ownedJobs(user: SessionUser, contentOid: string): Promise<EncodingJob[]> {
    const jobs = await jobsOfContent(deps.db, contentOid)
    if (jobs.length > 0) {
      if (!isAdmin(user) && !jobs.some((job) => job.owner_oid === user.oid)) throw forbidden()
      return jobs
    }
    const owner = await deps.owners?.creatorOf(contentOid)
    if (!owner) throw notFound('No encoding for this content', 'ENCODING_NOT_FOUND')
    if (owner !== user.oid && !isAdmin(user)) throw forbidden()
    return jobs
  }

  async function markEncoding(contentOid: string) {
    if (!deps.contents) {
      log.warn({ contentOid }, 'encoding queued but the content catalog is not connected')
      return
    }
    await deps.contents.markEncoding(contentOid)
  }

  /**
   * Queues jobs for a content, replacing any job still waiting or running for the same
   * file slot (a new upload of the audio replaces the one being encoded). For other areas
   * (an upload's done call) and the routes below, which check the caller first.
   */
  async function enqueue(input: {
    contentOid: string
    ownerOid: string
    requestedBy: string
    sources: EncodingSource[]
    skipEncryption?: boolean
  }): Promise<EncodingJob[]> {
    const now = deps.clock.now()
    const slots = new Set(input.sources.map(slotOf))
    const rows: NewJob[] = input.sources.map((source) => ({
      contentOid: input.contentOid,
      ownerOid: input.ownerOid,
      requestedBy: input.requestedBy,
      kind: source.kind,
      sourceKey: source.sourceKey,
      options: {
        ...(source.kind === 'subtitle' && source.language ? { language: source.language } : {}),
        ...(input.skipEncryption ? { skipEncryption: true } : {}),
      },
    }))
    // The catalog first: a content it refuses (deleted, unknown) gets no job.
    await markEncoding(input.contentOid)
    const queued = deps.db.transaction().execute(async (trx) => {
      const active = (await jobsOfContent(trx, input.contentOid)).filter(
        (job) =>
          isActive(job) && slots.has(slotOf({ kind: job.kind, language: job.options.language })),
      )
      if (active.length > 0) {
        await trx
          .updateTable('encoding_jobs')
          .set({ status: 'cancelled', lease_until: null, updated_at: now, finished_at: now })
          .where(
            'id',
            'in',
            active.map((job) => job.id),
          )
          .where('status', 'in', ['queued', 'running'])
          .execute()
      }
      return insertJobs(trx, rows, now)
    })
    const jobs = await queued.catch(async (error) => {
      await deps.contents?.markEncodingFailed(input.contentOid, ENCODING_REQUEST_FAILED)
      throw error
    })
    deps.onQueued?.()
    return jobs
  }

  return {
    enqueue,

    /** POST /content/encoding: encode an uploaded file of the caller's content. */
    async request(
      user: SessionUser,
      input: { contentOid: string; source: EncodingSource; skipEncryption?: boolean },
    ): Promise<JobView> {
      if (input.skipEncryption && !isAdmin(user)) throw forbidden(NO_PERMISSION, 'NO_PERMISSION')
      if (!deps.owners) {
        throw new AppError({
          status: 503,
          code: 'ENCODING_REQUEST_FAILED',
          message: ENCODING_REQUEST_FAILED,
          details: { reason: 'The content catalog is not connected to the encoder' },
        })
      }
      const owner = await deps.owners.creatorOf(input.contentOid)
      if (!owner) throw notFound('Content not found', 'CONTENT_NOT_FOUND')
      if (owner !== user.oid && !isAdmin(user)) throw forbidden()
      const [job] = await enqueue({
        contentOid: input.contentOid,
        ownerOid: owner,
        requestedBy: user.oid,
        sources: [input.source],
        skipEncryption: !!input.skipEncryption,
      })
      return jobView(job as EncodingJob)
    },

    /** POST /content/reencoding: encode the content's current sources again. */
    async reencode(
      user: SessionUser,
      input: { contentOid: string; skipEncryption?: boolean },
    ): Promise<JobView[]> {
      if (input.skipEncryption && !isAdmin(user)) throw forbidden(NO_PERMISSION, 'NO_PERMISSION')
      const jobs = await ownedJobs(user, input.contentOid)
      const current = currentJobs(jobs)
      if (current.length === 0) {
        throw conflict('REENCODING_FAILED', REENCODING_FAILED, {
          reason: 'Nothing was uploaded for this content to encode again',
        })
      }
      if (current.some(isActive)) {
        throw conflict('REENCODING_FAILED', REENCODING_FAILED, {
          reason: 'This content is still being encoded',
        })
      }
      const requeued = await enqueue({
        contentOid: input.contentOid,
        ownerOid: (current[0] as EncodingJob).owner_oid,
        requestedBy: user.oid,
        sources: current.map((job) => ({
          kind: job.kind,
          sourceKey: job.source_key,
          language: job.options.language,
        })),
        skipEncryption: input.skipEncryption ?? current.some((job) => !!job.options.skipEncryption),
      })
      return requeued.map(jobView)
    },

    /** DELETE /content/encoding: cancels what is waiting or running; done work stays. */
    async cancel(user: SessionUser, contentOid: string) {
      await ownedJobs(user, contentOid)
      const cancelled = await cancelJobs(deps.db, contentOid, deps.clock.now())
      if (cancelled.length > 0) {
        if (deps.contents) await deps.contents.markEncodingFailed(contentOid, CANCELLED_REASON)
        else log.warn({ contentOid }, 'encoding cancelled but the content catalog is not connected')
      }
      return { contentOid, cancelled: cancelled.map((job) => job.id) }
    },

    /** GET /content/encoding-status. */
    async status(user: SessionUser, contentOid: string): Promise<EncodingStatusView> {
      const jobs = await ownedJobs(user, contentOid)
      const current = currentJobs(jobs)
      const ready = await deps.readiness()
      const waiting = current.filter(
        (job) => job.status === 'queued' && !ready.kinds.includes(job.kind),
      )
      const failed = current.find((job) => job.status === 'failed')
      return {
        contentOid,
        status: aggregateStatus(current),
        progress:
          current.length === 0
            ? 0
            : Math.floor(
                current.reduce((sum, job) => sum + jobView(job).progress, 0) / current.length,
              ),
        error: failed?.error ?? (waiting.length > 0 ? ready.reason : null),
        encoder: { ready: waiting.length === 0, reason: waiting.length > 0 ? ready.reason : null },
        jobs: jobs.map(jobView),
      }
    },

    /** GET /content/check-task: one job by its id, or a content's current jobs together. */
    async checkTask(
      user: SessionUser,
      input: { taskId?: string | undefined; contentOid?: string | undefined },
    ) {
      if (input.taskId) {
        const job = await findJob(deps.db, input.taskId)
        // Another user's task is as unknown as a missing one: ids are not probed.
        if (!job || (job.owner_oid !== user.oid && !isAdmin(user))) {
          throw notFound('No such task', 'TASK_NOT_FOUND')
        }
        return {
          taskId: job.id,
          contentOid: job.content_oid,
          status: job.status,
          progress: jobView(job).progress,
          error: job.error,
        }
      }
      const contentOid = input.contentOid as string
      const current = currentJobs(await ownedJobs(user, contentOid))
      return {
        taskId: null,
        contentOid,
        status: aggregateStatus(current),
        progress:
          current.length === 0
            ? 0
            : Math.floor(
                current.reduce((sum, job) => sum + jobView(job).progress, 0) / current.length,
              ),
        error: current.find((job) => job.status === 'failed')?.error ?? null,
      }
    },
  }
}

export type EncodingService = ReturnType<typeof createEncodingService>
