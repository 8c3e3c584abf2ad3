/** What has become of a content's encoding: its jobs, or one job by its id. */
import { notFound, type SessionUser } from '../http'
import { type EncodingContext, isAdmin } from './context'
import {
  aggregateProgress,
  aggregateStatus,
  type EncodingStatusView,
  jobProgress,
  jobView,
} from './job-view'
import { currentJobs, findJob } from './jobs'
import { ownedJobs } from './owned-jobs'

/** GET /content/encoding-status. */
export async function encodingStatus(
  context: EncodingContext,
  user: SessionUser,
  contentOid: string,
): Promise<EncodingStatusView> {
  const jobs = await ownedJobs(context, user, contentOid)
  const current = currentJobs(jobs)
  const ready = await context.readiness()
  const waiting = current.filter(
    (job) => job.status === 'queued' && !ready.kinds.includes(job.kind),
  )
  const failed = current.find((job) => job.status === 'failed')
  return {
    contentOid,
    status: aggregateStatus(current),
    progress: aggregateProgress(current),
    error: failed?.error ?? (waiting.length > 0 ? ready.reason : null),
    encoder: { ready: waiting.length === 0, reason: waiting.length > 0 ? ready.reason : null },
    jobs: jobs.map(jobView),
  }
}

/** GET /content/check-task: one job by its id, or a content's current jobs together. */
export async function checkTask(
  context: EncodingContext,
  user: SessionUser,
  input: { taskId?: string | undefined; contentOid?: string | undefined },
) {
  if (input.taskId) {
    const job = await findJob(context.db, input.taskId)
    // Another user's task is as unknown as a missing one: ids are not probed.
    if (!job || (job.owner_oid !== user.oid && !isAdmin(user))) {
      throw notFound('No such task', 'TASK_NOT_FOUND')
    }
    return {
      taskId: job.id,
      contentOid: job.content_oid,
      status: job.status,
      progress: jobProgress(job),
      error: job.error,
    }
  }
  const contentOid = input.contentOid as string
  const current = currentJobs(await ownedJobs(context, user, contentOid))
  return {
    taskId: null,
    contentOid,
    status: aggregateStatus(current),
    progress: aggregateProgress(current),
    error: current.find((job) => job.status === 'failed')?.error ?? null,
  }
}
