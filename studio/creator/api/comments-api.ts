import type { ApiClient } from '../../../web/api'

/** A content comment as `GET /api/content/comment` answers it (the chat area's view). */
export interface ContentComment {
  commentOid: string
  position?: number
  contentOid: string
  commenterOid: string
  commentContent: string
  createdAt: string
}

/** The existing content comment calls (chat area, mounted under `/api/content`). */
export function createCommentsApi(api: ApiClient) {
  return {
    list: (contentOid: string) =>
      api.get<{ comments: ContentComment[] }>('/api/content/comment', { contentOid, limit: 500 }),
    remove: (contentOid: string, commentOid: string) =>
      api.request<{ ok: boolean }>('DELETE', '/api/content/comment', {
        body: { contentOid, commentIdx: commentOid },
      }),
  }
}
