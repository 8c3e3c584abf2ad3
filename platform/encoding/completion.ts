/**
 * The completion callback: once every current job of a content is done, the catalog gets
 * its encoded media (`markEncoded`). The worker sends it when a job completes the set; an
 * admin sends it again (`lambdaComplete`) when the catalog never took it. The jobs of the
 * set remember that it was owed, when the catalog took it and its last refusal, so a second
 * send of a taken completion changes nothing.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import { currentJobs, type EncodingJob, jobsOfContent } from './jobs'
import type { ContentEncodingPort, EncodedMedia, JobOutputs } from './ports'

export type CompletionOutcome =
  | { kind: 'sent'; contentOid: string; sentAt: Date; jobIds: string[] }
  | { kind: 'already-sent'; contentOid: string; sentAt: Date }
  | { kind: 'not-done' | 'superseded' | 'set-unfinished'; contentOid: string }
  | { kind: 'refused'; contentOid: string; error: string }

/** The media of a finished set, as the catalog keeps it. */
export function mediaOf(current: EncodingJob[]): EncodedMedia {
  const media: EncodedMedia = { encryption: !current.some((each) => each.options.skipEncryption) }
  for (const each of current) {
    const outputs = each.outputs as unknown as JobOutputs
    if (outputs.kind === 'audio') media.audio = outputs
    else if (outputs.kind === 'video') media.video = outputs
    else media.subtitles = { ...media.subtitles, [outputs.language]: outputs }
  }
  return media
}

/** What sending `job`'s completion would do, read from its content's jobs (pure). */
export function completionPlan(job: EncodingJob, jobs: EncodingJob[]) {
  if (job.completion_sent_at)
    return { kind: 'already-sent' as const, sentAt: job.completion_sent_at }
  if (job.status !== 'done') return { kind: 'not-done' as const }
  const current = currentJobs(jobs)
  if (!current.some((each) => each.id === job.id)) return { kind: 'superseded' as const }
  if (!current.every((each) => each.status === 'done')) return { kind: 'set-unfinished' as const }
  return { kind: 'send' as const, current }
}

/**
 * Sends the completion of `job`'s content when its set is finished and not yet taken. The set
 * is marked owed before the call, so a lost or refused callback stays listed for an admin.
 */
export async function sendCompletion(
  db: Kysely<DB>,
  contents: ContentEncodingPort,
  job: EncodingJob,
  now: Date,
): Promise<CompletionOutcome> {
  const contentOid = job.content_oid
  const plan = completionPlan(job, await jobsOfContent(db, contentOid))
  if (plan.kind !== 'send') return { ...plan, contentOid }
  const ids = plan.current.map((each) => each.id)
  await db
    .updateTable('encoding_jobs')
    .set({ completion_due_at: now })
    .where('id', 'in', ids)
    .where('completion_due_at', 'is', null)
    .execute()
  try {
    await contents.markEncoded(contentOid, mediaOf(plan.current))
  } catch (error) {
    const message = ((error as Error).message || String(error)).slice(0, 500)
    await db
      .updateTable('encoding_jobs')
      .set({ completion_error: message })
      .where('id', 'in', ids)
      .execute()
    return { kind: 'refused', contentOid, error: message }
  }
  const taken = await db
    .updateTable('encoding_jobs')
    .set({ completion_sent_at: now, completion_error: null })
    .where('id', 'in', ids)
    .where('completion_sent_at', 'is', null)
    .returning('id')
    .execute()
  // Another send took it between the read and now: the catalog got the same media twice.
  if (taken.length === 0) return { kind: 'already-sent', contentOid, sentAt: now }
  return { kind: 'sent', contentOid, sentAt: now, jobIds: ids }
}
