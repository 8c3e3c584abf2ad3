/** A content's jobs, for whoever may see them: its owner, or an admin. */
import { forbidden, notFound, type SessionUser } from '../http'
import { type EncodingContext, isAdmin } from './context'
import { type EncodingJob, jobsOfContent } from './jobs'

/** Jobs remember their content's owner; with none yet, the catalog says who it is. */
export async function ownedJobs(
  context: EncodingContext,
  user: SessionUser,
  contentOid: string,
): Promise<EncodingJob[]> {
  const jobs = await jobsOfContent(context.db, contentOid)
  if (jobs.length > 0) {
    if (!isAdmin(user) && !jobs.some((job) => job.owner_oid === user.oid)) throw forbidden()
    return jobs
  }
  const owner = await context.owners?.creatorOf(contentOid)
  if (!owner) throw notFound('No encoding for this content', 'ENCODING_NOT_FOUND')
  if (owner !== user.oid && !isAdmin(user)) throw forbidden()
  return jobs
}
