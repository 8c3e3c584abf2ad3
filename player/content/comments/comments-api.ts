import { createTypedApi } from '../../../web/api'
import { apiClient } from '../../../web/session'

const api = createTypedApi(apiClient)

/**
 * A content's comments as threads (chat area, `/content/comment…`) with the content
 * area's comment likes, report and block, on the page's session.
 */
export const commentsApi = {
  threads: (contentOid: string, page: number) =>
    api.get('/content/comment/thread', { contentOid, page, limit: COMMENTS_PER_PAGE }),
  /** `requestId` makes a retry (a double click, a lost answer) write one comment. */
  write: (contentOid: string, commentContent: string, requestId: string, parentOid?: string) =>
    api.post('/content/comment', {
      contentOid,
      commentContent,
      requestId,
      ...(parentOid ? { parentOid } : {}),
    }),
  remove: (contentOid: string, commentOid: string) =>
    api.delete('/content/comment', { contentOid, commentIdx: commentOid }),
  pin: (contentOid: string, commentOid: string, pinned: boolean) =>
    api.post('/content/comment/pin', { contentOid, commentOid, pinned }),
  likes: (contentOid: string) => api.get('/content/comment/like', { contentOid }),
  like: (contentOid: string, commentOid: string, like: boolean) =>
    api.post('/content/comment/like', {
      contentOid,
      commentPosition: commentOid,
      likeOrUndoLike: like ? 'like' : 'undoLike',
    }),
  report: (contentOid: string, commentOid: string, complaint: string) =>
    api.post('/content/report', { contentMetadata: { contentOid, commentOid }, complaint }),
  blockUser: (userOid: string, operation: 'add' | 'remove') =>
    api.post('/content/block', { operation, userOid }),
}

/** Top-level comments per page ("Show more" loads the next). */
export const COMMENTS_PER_PAGE = 20

export const newRequestId = () => crypto.randomUUID().replaceAll('-', '')
