/**
 * The job store: jobs are rows, claimed with `select … for update skip locked` inside a
 * transaction and leased to one worker. Every later write of a running job names the
 * worker and the attempt that claimed it, so a worker whose lease passed (and whose job
 * another worker took) can change nothing.
 */
import type { Kysely, Selectable } from 'kysely'
import { type DB, newObjectId } from '../db'
import type { EncodingJobOptions, EncodingJobsTable, EncodingKind } from './tables'

export type EncodingJob = Selectable<EncodingJobsTable>

export const DEFAULT_MAX_ATTEMPTS = 3
/** The first retry waits this long; each later one twice as long as the one before. */
export const RETRY_BASE_MS = 30_000
export const RETRY_MAX_MS = 15 * 60_000

export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1))
}

export interface NewJob {
  contentOid: string
  ownerOid: string
  requestedBy: string
  kind: EncodingKind
  sourceKey: string
  options?: EncodingJobOptions
  maxAttempts?: number
}

export async function insertJobs(
  db: Kysely<DB>,
  jobs: NewJob[],
  now: Date,
): Promise<EncodingJob[]> {
  if (jobs.length === 0) return []
  return db
    .insertInto('encoding_jobs')
    .values(
      jobs.map((job) => ({
        id: newObjectId(now.getTime()),
        content_oid: job.contentOid,
        owner_oid: job.ownerOid,
        requested_by: job.requestedBy,
        kind: job.kind,
        source_key: job.sourceKey,
        options: JSON.stringify(job.options ?? {}),
        status: 'queued' as const,
        attempts: 0,
        max_attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        run_after: now,
        lease_until: null,
        worker_id: null,
        progress: 0,
        error: null,
        outputs: null,
        created_at: now,
        updated_at: now,
        finished_at: null,
      })),
    )
    .returningAll()
    .execute()
}

export interface Claim {
  /** The job this worker now holds, or null when none is due. */
  job: EncodingJob | null
  /** Jobs whose encoder died on their last allowed attempt: failed by this claim. */
  gaveUp: EncodingJob[]
}

export const ENCODER_STOPPED = 'The encoder stopped before finishing'

/**
 * Takes the oldest due job of the given kinds: a queued one whose backoff has passed, or a
 * running one whose lease has passed (its encoder was killed). Jobs another transaction
 * is claiming are skipped, never waited for, so two workers never take the same job.
 */
export async function claimJob(
  db: Kysely<DB>,
  input: { workerId: string; kinds: readonly EncodingKind[]; now: Date; leaseMs: number },
): Promise<Claim> {
  if (input.kinds.length === 0) return { job: null, gaveUp: [] }
  return db.transaction().execute(async (trx) => {
    const gaveUp: EncodingJob[] = []
    for (;;) {
      const candidate = await trx
        .selectFrom('encoding_jobs')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', input.now)]),
            eb.and([eb('status', '=', 'running'), eb('lease_until', '<', input.now)]),
          ]),
        )
        .where('kind', 'in', [...input.kinds])
        .orderBy('run_after')
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst()
      if (!candidate) return { job: null, gaveUp }
      if (candidate.attempts >= candidate.max_attempts) {
        const failed = await trx
          .updateTable('encoding_jobs')
          .set({
            status: 'failed',
            lease_until: null,
            error: `${ENCODER_STOPPED} (attempt ${candidate.attempts} of ${candidate.max_attempts})`,
            updated_at: input.now,
            finished_at: input.now,
          })
          .where('id', '=', candidate.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        gaveUp.push(failed)
        continue
      }
      const job = await trx
        .updateTable('encoding_jobs')
        .set((eb) => ({
          status: 'running',
          attempts: eb('attempts', '+', 1),
          lease_until: new Date(input.now.getTime() + input.leaseMs),
          worker_id: input.workerId,
          progress: 0,
          updated_at: input.now,
        }))
        .where('id', '=', candidate.id)
        .returningAll()
        .executeTakeFirstOrThrow()
      return { job, gaveUp }
    }
  })
}

/** Matches only while this worker's attempt still holds the job. */
function held(db: Kysely<DB>, job: EncodingJob) {
  return db
    .updateTable('encoding_jobs')
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('worker_id', '=', job.worker_id)
    .where('attempts', '=', job.attempts)
}

/** Extends the lease; false when the job was cancelled or taken by another worker. */
export async function renewLease(
  db: Kysely<DB>,
  job: EncodingJob,
  now: Date,
  leaseMs: number,
  progress?: number,
): Promise<boolean> {
  const row = await held(db, job)
    .set({
      lease_until: new Date(now.getTime() + leaseMs),
      updated_at: now,
      ...(progress === undefined ? {} : { progress: clampPercent(progress) }),
    })
    .returning('id')
    .executeTakeFirst()
  return !!row
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.max(0, Math.min(100, Math.floor(value)))
}

export async function completeJob(
  db: Kysely<DB>,
  job: EncodingJob,
  outputs: Record<string, unknown>,
  now: Date,
): Promise<EncodingJob | null> {
  const row = await held(db, job)
    .set({
      status: 'done',
      lease_until: null,
      progress: 100,
      error: null,
      outputs: JSON.stringify(outputs),
      updated_at: now,
      finished_at: now,
    })
    .returningAll()
    .executeTakeFirst()
  return row ?? null
}

/**
 * A failed attempt: queued again after the backoff while attempts remain, failed for good
 * otherwise. `permanent` failures (a source the encoder refuses) are not retried. Null when
 * the job was no longer this attempt's.
 */
export async function failAttempt(
  db: Kysely<DB>,
  job: EncodingJob,
  error: string,
  now: Date,
  permanent = false,
): Promise<EncodingJob | null> {
  const final = permanent || job.attempts >= job.max_attempts
  const row = await held(db, job)
    .set(
      final
        ? { status: 'failed', lease_until: null, error, updated_at: now, finished_at: now }
        : {
            status: 'queued',
            lease_until: null,
            worker_id: null,
            error,
            run_after: new Date(now.getTime() + retryDelayMs(job.attempts)),
            updated_at: now,
          },
    )
    .returningAll()
    .executeTakeFirst()
  return row ?? null
}

/** Cancels a content's queued and running jobs; a running one's worker stops at its next lease renewal. */
export async function cancelJobs(
  db: Kysely<DB>,
  contentOid: string,
  now: Date,
): Promise<EncodingJob[]> {
  return db
    .updateTable('encoding_jobs')
    .set({
      status: 'cancelled',
      lease_until: null,
      error: null,
      updated_at: now,
      finished_at: now,
    })
    .where('content_oid', '=', contentOid)
    .where('status', 'in', ['queued', 'running'])
    .returningAll()
    .execute()
}

export async function jobsOfContent(db: Kysely<DB>, contentOid: string): Promise<EncodingJob[]> {
  return db
    .selectFrom('encoding_jobs')
    .selectAll()
    .where('content_oid', '=', contentOid)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

export async function findJob(db: Kysely<DB>, id: string): Promise<EncodingJob | null> {
  const row = await db
    .selectFrom('encoding_jobs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  return row ?? null
}

/** Whether the job is still waiting for or under an encoder. */
export function isActive(job: Pick<EncodingJob, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'running'
}

/** A content's current jobs: the latest of each kind (and subtitle language). */
export function currentJobs(jobs: EncodingJob[]): EncodingJob[] {
  const latest = new Map<string, EncodingJob>()
  for (const job of jobs) {
    const slot = job.kind === 'subtitle' ? `subtitle:${job.options.language ?? ''}` : job.kind
    latest.set(slot, job)
  }
  return [...latest.values()]
}

/** Gives a running job back to the queue, its attempt uncounted (the server is stopping). */
export async function releaseJob(db: Kysely<DB>, job: EncodingJob, now: Date): Promise<boolean> {
  const row = await held(db, job)
    .set((eb) => ({
      status: 'queued',
      lease_until: null,
      worker_id: null,
      attempts: eb('attempts', '-', 1),
      progress: 0,
      updated_at: now,
    }))
    .returning('id')
    .executeTakeFirst()
  return !!row
}
