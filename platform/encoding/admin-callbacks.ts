/**
 * The admin's encoding callbacks: completions owed to the catalog that it never took
 * (newest first, keyset by the time they fell due and the job id, searched by a content,
 * job or creator id), and `lambdaComplete`, which sends one again.
 */
import { AppError, conflict, notFound } from '../http'
import { type CompletionOutcome, sendCompletion } from './completion'
import type { EncodingContext } from './context'
import type {
  EncodingCallbackRow,
  EncodingCallbacksResponse,
  LambdaCompleteResponse,
} from './contract'
import { notConnected } from './errors'
import { findJob } from './jobs'

export const CALLBACKS_PAGE = 30
export const CALLBACK_TEXTS = {
  notFound: 'No encoding job has this id.',
  notDone: 'This encoding job has not finished: there is no completion to send.',
  superseded: 'A newer encoding of this content replaced this job: its completion is not sent.',
  setUnfinished:
    'Other encodings of this content have not finished: the completion is not due yet.',
  refused: 'The catalog refused the completion',
} as const

export async function owedCallbacks(
  context: EncodingContext,
  query: { q?: string | undefined; before?: string | undefined },
): Promise<EncodingCallbacksResponse> {
  let select = context.db
    .selectFrom('encoding_jobs')
    .selectAll()
    .where('completion_sent_at', 'is', null)
    .where('completion_due_at', 'is not', null)
  const q = (query.q ?? '').trim()
  if (q) {
    select = select.where((eb) =>
      eb.or([eb('content_oid', '=', q), eb('id', '=', q), eb('owner_oid', '=', q)]),
    )
  }
  if (query.before) {
    const [ms, id] = query.before.split('.')
    const at = new Date(Number(ms))
    select = select.where((eb) =>
      eb.or([
        eb('completion_due_at', '<', at),
        eb.and([eb('completion_due_at', '=', at), eb('id', '<', String(id))]),
      ]),
    )
  }
  const rows = await select
    .orderBy('completion_due_at', 'desc')
    .orderBy('id', 'desc')
    .limit(CALLBACKS_PAGE + 1)
    .execute()
  const page = rows.slice(0, CALLBACKS_PAGE)
  const last = page.at(-1)
  return {
    jobs: page.map(
      (row): EncodingCallbackRow => ({
        jobId: row.id,
        contentOid: row.content_oid,
        ownerOid: row.owner_oid,
        kind: row.kind,
        language: row.options.language ?? null,
        finishedAt: row.finished_at?.toISOString() ?? null,
        dueAt: (row.completion_due_at as Date).toISOString(),
        lastError: row.completion_error,
      }),
    ),
    next:
      rows.length > CALLBACKS_PAGE && last?.completion_due_at
        ? `${last.completion_due_at.getTime()}.${last.id}`
        : null,
  }
}

/** Sends a job's completion again; a completion the catalog already took is left as it is. */
export async function lambdaComplete(
  context: EncodingContext,
  jobId: string,
): Promise<LambdaCompleteResponse & { before: { sentAt: string | null; error: string | null } }> {
  if (!context.contents) throw notConnected('The content catalog is not connected')
  const job = await findJob(context.db, jobId)
  if (!job) throw notFound(CALLBACK_TEXTS.notFound, 'ENCODING_JOB_NOT_FOUND')
  const outcome = await sendCompletion(context.db, context.contents, job, context.clock.now())
  const before = {
    sentAt: job.completion_sent_at?.toISOString() ?? null,
    error: job.completion_error,
  }
  return { ...answer(outcome, jobId), before }
}

function answer(outcome: CompletionOutcome, jobId: string): LambdaCompleteResponse {
  switch (outcome.kind) {
    case 'sent':
      return {
        jobId,
        contentOid: outcome.contentOid,
        sent: true,
        sentAt: outcome.sentAt.toISOString(),
      }
    case 'already-sent':
      return {
        jobId,
        contentOid: outcome.contentOid,
        sent: false,
        sentAt: outcome.sentAt.toISOString(),
      }
    case 'not-done':
      throw conflict('ENCODING_JOB_NOT_DONE', CALLBACK_TEXTS.notDone)
    case 'superseded':
      throw conflict('ENCODING_JOB_SUPERSEDED', CALLBACK_TEXTS.superseded)
    case 'set-unfinished':
      throw conflict('ENCODING_SET_UNFINISHED', CALLBACK_TEXTS.setUnfinished)
    case 'refused':
      throw new AppError({
        status: 502,
        code: 'ENCODING_CALLBACK_REFUSED',
        message: `${CALLBACK_TEXTS.refused}: ${outcome.error}`,
      })
  }
}
