/**
 * The content comment routes the front ends call (mounted under `/api/content`), as a type
 * map for the typed client: paths relative to `/api`, request and answer. Types only.
 */

/** A content comment as `GET /content/comment` answers it. */
export interface ContentComment {
  commentOid: string
  /** Its place in the list, oldest first: what `commentIdx` may name instead of the id. */
  position?: number
  contentOid: string
  commenterOid: string
  commentContent: string
  createdAt: string
}

export interface CommentsRoutes {
  'GET /content/comment': {
    request: { contentOid: string; limit?: number }
    response: { comments: ContentComment[] }
  }
  'DELETE /content/comment': {
    request: { contentOid: string; commentIdx: string | number }
    response: { ok: true }
  }
}
