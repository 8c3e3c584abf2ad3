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
  /** A review's stars (1–5): present on the writer's review that carries their rating. */
  rating?: number
}

/** A content's ratings: the mean (one decimal; null with none), how many, and per star. */
export interface ContentRatings {
  average: number | null
  count: number
  /** Ratings of 1, 2, 3, 4 and 5 stars. */
  distribution: [number, number, number, number, number]
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
    response: {
      /** Oldest first, without what the reader blocked (each keeps its position). */
      comments: ContentComment[]
      ratings: ContentRatings
      /** The reader's own rating and the review that carries it; null when none. */
      mine: { stars: number; commentOid: string } | null
      /** Authors the reader blocked whose comments here were left out. */
      hiddenAuthors: string[]
    }
  }
  'POST /content/comment': {
    request: {
      contentOid: string
      commentContent: string
      mode?: 'write'
      requestId?: string
      /** 1–5 stars: makes the comment a review and replaces the writer's earlier rating. */
      rating?: number
    }
    response: CommentWritten
  }
  'DELETE /content/comment': {
    request: { contentOid: string; commentIdx: string | number }
    response: { ok: true }
  }
}
