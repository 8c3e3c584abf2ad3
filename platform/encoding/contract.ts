/** What the encoding calls answer, as the front ends read them (types only). */
import type { EncodingStatusView, JobView } from './job-view'

export type { ContentEncodingStatus, EncodingStatusView, JobView } from './job-view'

/** A completion owed to the catalog that it never took (`GET /content/admin/encoding-callbacks`). */
export interface EncodingCallbackRow {
  jobId: string
  contentOid: string
  /** The content's creator. */
  ownerOid: string
  kind: 'audio' | 'video' | 'subtitle'
  language: string | null
  finishedAt: string | null
  /** When the content's encodings all finished and the completion fell due. */
  dueAt: string
  /** The catalog's last refusal, or null when the call was lost without an answer. */
  lastError: string | null
}

export interface EncodingCallbacksResponse {
  jobs: EncodingCallbackRow[]
  /** The cursor of the next (older) page, or null on the last one. */
  next: string | null
}

/** `POST /content/admin/lambdaComplete`: `sent` false when the catalog had already taken it. */
export interface LambdaCompleteResponse {
  jobId: string
  contentOid: string
  sent: boolean
  /** When the catalog took the completion. */
  sentAt: string
}

/** The encoding routes the front ends call; paths relative to `/api`. */
export interface EncodingRoutes {
  /** Queues the content's current sources again (a failed encoding's retry). */
  'POST /content/reencoding': {
    request: { contentOid: string; skipEncryption?: boolean }
    response: { tasks: JobView[] }
  }
  'GET /content/encoding-status': {
    request: { contentOid: string }
    response: EncodingStatusView
  }
  'GET /content/admin/encoding-callbacks': {
    request: { q?: string; before?: string }
    response: EncodingCallbacksResponse
  }
  'POST /content/admin/lambdaComplete': {
    request: { jobId: string }
    response: LambdaCompleteResponse
  }
}
