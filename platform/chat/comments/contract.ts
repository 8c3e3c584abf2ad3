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

/** What writing a comment answers: the comment, and what it earned its writer (once). */
export interface CommentWritten {
  comment: ContentComment
  /** Coins for a review of another's content; null when it earned none. */
  reward: { coins: number; firstReview: boolean } | null
  /** The credits of the writer's last chats there, given back once per story; else null. */
  refund: { chats: number; credits: number } | null
}

export interface CommentsRoutes {
  'GET /content/comment': {
    request: { contentOid: string; limit?: number }
    response: { comments: ContentComment[] }
  }
  'POST /content/comment': {
    request: { contentOid: string; commentContent: string; mode?: 'write'; requestId?: string }
    response: CommentWritten
  }
  'DELETE /content/comment': {
    request: { contentOid: string; commentIdx: string | number }
    response: { ok: true }
  }
}
