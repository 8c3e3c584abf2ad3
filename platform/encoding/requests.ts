/** The owner's and admins' requests: encode an upload, encode the sources again, cancel. */
import { conflict, forbidden, notFound, type SessionUser } from '../http'
import { type EncodingContext, isAdmin } from './context'
import { type EncodingSource, enqueue } from './enqueue'
import { CANCELLED_REASON, NO_PERMISSION, notConnected, REENCODING_FAILED } from './errors'
import { type JobView, jobView } from './job-view'
import { cancelJobs, currentJobs, type EncodingJob, isActive } from './jobs'
import { ownedJobs } from './owned-jobs'
import { legacyFormat, uploadedFormat } from './sources'

/** POST /content/encoding: encode an uploaded file of the caller's content. */
export async function requestEncoding(
  context: EncodingContext,
  user: SessionUser,
  input: { contentOid: string; source: EncodingSource; skipEncryption?: boolean },
): Promise<JobView> {
  if (input.skipEncryption && !isAdmin(user)) throw forbidden(NO_PERMISSION, 'NO_PERMISSION')
  if (!context.owners) throw notConnected('The content catalog is not connected to the encoder')
  const owner = await context.owners.creatorOf(input.contentOid)
  if (!owner) throw notFound('Content not found', 'CONTENT_NOT_FOUND')
  if (owner !== user.oid && !isAdmin(user)) throw forbidden()
  const format = await uploadedFormat(context, user, owner, input.source)
  const [job] = await enqueue(context, {
    contentOid: input.contentOid,
    ownerOid: owner,
    requestedBy: user.oid,
    sources: [{ ...input.source, format }],
    skipEncryption: !!input.skipEncryption,
  })
  return jobView(job as EncodingJob)
}

/** Why a content's current jobs cannot be encoded again, or null when they can. */
export function reencodeRefusal(current: Pick<EncodingJob, 'status'>[]): string | null {
  if (current.length === 0) return 'Nothing was uploaded for this content to encode again'
  if (current.some(isActive)) return 'This content is still being encoded'
  return null
}

/** POST /content/reencoding: encode the content's current sources again. */
export async function reencode(
  context: EncodingContext,
  user: SessionUser,
  input: { contentOid: string; skipEncryption?: boolean },
): Promise<JobView[]> {
  if (input.skipEncryption && !isAdmin(user)) throw forbidden(NO_PERMISSION, 'NO_PERMISSION')
  const jobs = await ownedJobs(context, user, input.contentOid)
  const current = currentJobs(jobs)
  const refusal = reencodeRefusal(current)
  if (refusal) throw conflict('REENCODING_FAILED', REENCODING_FAILED, { reason: refusal })
  const sources: EncodingSource[] = []
  for (const job of current) {
    sources.push({
      kind: job.kind,
      sourceKey: job.source_key,
      language: job.options.language,
      format: job.options.format ?? (await legacyFormat(context, job)),
      // A timeline's render is rendered again from the snapshot it was queued with.
      ...(job.options.timeline ? { timeline: job.options.timeline } : {}),
    })
  }
  const requeued = await enqueue(context, {
    contentOid: input.contentOid,
    ownerOid: (current[0] as EncodingJob).owner_oid,
    requestedBy: user.oid,
    sources,
    skipEncryption: input.skipEncryption ?? current.some((job) => !!job.options.skipEncryption),
  })
  return requeued.map(jobView)
}

/** DELETE /content/encoding: cancels what is waiting or running; done work stays. */
export async function cancelEncoding(
  context: EncodingContext,
  user: SessionUser,
  contentOid: string,
) {
  await ownedJobs(context, user, contentOid)
  const cancelled = await cancelJobs(context.db, contentOid, context.clock.now())
  if (cancelled.length > 0) {
    if (context.contents) await context.contents.markEncodingFailed(contentOid, CANCELLED_REASON)
    else
      context.log.warn(
        { contentOid },
        'encoding cancelled but the content catalog is not connected',
      )
  }
  return { contentOid, cancelled: cancelled.map((job) => job.id) }
}
