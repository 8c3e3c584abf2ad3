import { createTypedApi } from '../../web/api'
import { apiClient } from '../../web/session'

const api = createTypedApi(apiClient)

/** A story's reviews: the content comments (`/content/comment`), on the page's session. */
export const reviewsApi = {
  list: (contentOid: string) => api.get('/content/comment', { contentOid, limit: 500 }),
  /** `requestId` makes a retry (a double click, a lost answer) write one review. */
  write: (contentOid: string, commentContent: string, requestId: string) =>
    api.post('/content/comment', { contentOid, commentContent, requestId }),
}
