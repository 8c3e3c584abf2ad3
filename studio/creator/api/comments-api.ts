import type { ContentComment } from '../../../platform/chat/comments/contract'
import { type ApiClient, createTypedApi } from '../../../web/api'

export type { ContentComment }

/** The existing content comment calls (chat area, mounted under `/api/content`). */
export function createCommentsApi(client: ApiClient) {
  const api = createTypedApi(client)
  return {
    list: (contentOid: string) => api.get('/content/comment', { contentOid, limit: 500 }),
    remove: (contentOid: string, commentOid: string) =>
      api.delete('/content/comment', { contentOid, commentIdx: commentOid }),
  }
}
