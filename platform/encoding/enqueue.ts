/**
 * Queues jobs for a content, replacing any job still waiting or running for the same file
 * slot (a new upload of the audio replaces the one being encoded).
 */
import type { EncodingContext } from './context'
import { ENCODING_REQUEST_FAILED } from './errors'
import { type EncodingJob, insertJobs, isActive, jobsOfContent, type NewJob } from './jobs'
import { DEFAULT_FORMATS, type SourceFormat } from './source-format'
import type { EncodingKind } from './tables'
import type { TimelineRenderSnapshot } from './timelines/snapshot'

export interface EncodingSource {
  kind: EncodingKind
  sourceKey: string
  /** Subtitles only: the language the file is in. */
  language?: string | undefined
  /** What the file was uploaded as; absent, the kind's usual one (DEFAULT_FORMATS). */
  format?: SourceFormat | undefined
  /** A RealPlay timeline's render (kind `video`): the video the content plays. */
  timeline?: TimelineRenderSnapshot | undefined
}

export interface EnqueueRequest {
  contentOid: string
  ownerOid: string
  requestedBy: string
  sources: EncodingSource[]
  skipEncryption?: boolean
}

/** The file a job encodes into: one per kind, one per language for subtitles. */
export function slotOf(job: { kind: EncodingKind; language?: string | null | undefined }) {
  return job.kind === 'subtitle' ? `subtitle:${job.language ?? ''}` : job.kind
}

/** The job rows a request queues, one per source. */
export function newJobs(input: EnqueueRequest): NewJob[] {
  return input.sources.map((source) => ({
    contentOid: input.contentOid,
    ownerOid: input.ownerOid,
    requestedBy: input.requestedBy,
    kind: source.kind,
    sourceKey: source.sourceKey,
    options: {
      ...(source.kind === 'subtitle' && source.language ? { language: source.language } : {}),
      ...(input.skipEncryption ? { skipEncryption: true } : {}),
      format: source.format ?? DEFAULT_FORMATS[source.kind],
      ...(source.timeline ? { timeline: source.timeline } : {}),
    },
  }))
}

/** For other areas (an upload's done call) and the requests, which check the caller first. */
export async function enqueue(
  context: EncodingContext,
  input: EnqueueRequest,
): Promise<EncodingJob[]> {
  const now = context.clock.now()
  const slots = new Set(input.sources.map(slotOf))
  const rows = newJobs(input)
  // The catalog first: a content it refuses (deleted, unknown) gets no job.
  await markEncoding(context, input.contentOid)
  const queued = context.db.transaction().execute(async (trx) => {
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
    await context.contents?.markEncodingFailed(input.contentOid, ENCODING_REQUEST_FAILED)
    throw error
  })
  context.onQueued?.()
  return jobs
}

async function markEncoding(context: EncodingContext, contentOid: string) {
  if (!context.contents) {
    context.log.warn({ contentOid }, 'encoding queued but the content catalog is not connected')
    return
  }
  await context.contents.markEncoding(contentOid)
}
