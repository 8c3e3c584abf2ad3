import { createTypedApi } from '../../web/api'
import { apiClient } from '../../web/session'

const api = createTypedApi(apiClient)

/**
 * A story's reviews: the content comments (`/content/comment`), on the page's session, and
 * the content area's report and block (`/content/report`, `/content/block`).
 */
export const reviewsApi = {
  list: (contentOid: string) => api.get('/content/comment', { contentOid, limit: 500 }),
  /** `requestId` makes a retry (a double click, a lost answer) write one review. */
  write: (contentOid: string, commentContent: string, requestId: string, rating: number | null) =>
    api.post('/content/comment', {
      contentOid,
      commentContent,
      requestId,
      ...(rating ? { rating } : {}),
    }),
  /** A second report of the same review while it is open answers `duplicate: true`. */
  report: (contentOid: string, commentOid: string, complaint: string) =>
    api.post('/content/report', {
      contentMetadata: { contentOid, contentType: 'story', commentOid },
      complaint,
    }),
  /** Blocks (or unblocks) a reader: their comments are hidden for the caller everywhere. */
  blockUser: (userOid: string, operation: 'add' | 'remove') =>
    api.post('/content/block', { operation, userOid }),
}
