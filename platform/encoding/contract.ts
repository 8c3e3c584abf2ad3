/** What the encoding calls answer, as the front ends read them (types only). */
import type { EncodingStatusView, JobView } from './job-view'

export type { ContentEncodingStatus, EncodingStatusView, JobView } from './job-view'

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
}
