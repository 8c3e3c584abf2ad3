/**
 * The encoding service: requests, re-encodings, cancellations and the status of a
 * content's jobs, for its owner and admins. Jobs remember their content's owner, so reading
 * and cancelling them needs no catalog. Each use case lives in a module of its own taking
 * the one context built here.
 */

import type { SessionUser } from '../http'
import { lambdaComplete, owedCallbacks } from './admin-callbacks'
import type { EncodingContext, EncodingServiceDeps } from './context'
import { type EncodingSource, type EnqueueRequest, enqueue } from './enqueue'
import { encodingQueueStats } from './queue-stats'
import { cancelEncoding, reencode, requestEncoding } from './requests'
import { checkTask, encodingStatus } from './status'

export function createEncodingService(deps: EncodingServiceDeps) {
  const context: EncodingContext = { ...deps, log: deps.logger.child({ area: 'encoding' }) }
  return {
    /**
     * Queues jobs for a content, replacing any still waiting or running for the same file
     * slot. For other areas (an upload's done call), which check the caller first.
     */
    enqueue: (input: EnqueueRequest) => enqueue(context, input),
    /** POST /content/encoding: encode an uploaded file of the caller's content. */
    request: (
      user: SessionUser,
      input: { contentOid: string; source: EncodingSource; skipEncryption?: boolean },
    ) => requestEncoding(context, user, input),
    /** POST /content/reencoding: encode the content's current sources again. */
    reencode: (user: SessionUser, input: { contentOid: string; skipEncryption?: boolean }) =>
      reencode(context, user, input),
    /** DELETE /content/encoding: cancels what is waiting or running; done work stays. */
    cancel: (user: SessionUser, contentOid: string) => cancelEncoding(context, user, contentOid),
    /** GET /content/encoding-status. */
    status: (user: SessionUser, contentOid: string) => encodingStatus(context, user, contentOid),
    /** GET /content/check-task: one job by its id, or a content's current jobs together. */
    checkTask: (
      user: SessionUser,
      input: { taskId?: string | undefined; contentOid?: string | undefined },
    ) => checkTask(context, user, input),
    /** Admin: completions owed to the catalog that it never took. */
    owedCallbacks: (query: { q?: string | undefined; before?: string | undefined }) =>
      owedCallbacks(context, query),
    /** Admin: sends a job's completion again (a taken one is left as it is). */
    lambdaComplete: (jobId: string) => lambdaComplete(context, jobId),
    /** The queue's depth, age and failures, for the admin's queue monitor. */
    queueStats: () => encodingQueueStats(deps.db, deps.clock.now()),
  }
}

export type EncodingService = ReturnType<typeof createEncodingService>
