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
  /** Present on a reply: the top-level comment it answers. */
  parentOid?: string
  /** Written by a channel manager as the channel's team. */
  byChannelTeam?: true
}

/** A reply under a top-level comment (replies are one level deep). */
export interface CommentReply {
  commentOid: string
  contentOid: string
  commenterOid: string
  commentContent: string
  createdAt: string
  parentOid: string
  /** Written by a channel manager as the channel's team (shown with a "manager" mark). */
  byChannelTeam?: true
}

/** A top-level comment with its replies, oldest reply first. */
export interface CommentThread {
  commentOid: string
  contentOid: string
  commenterOid: string
  commentContent: string
  createdAt: string
  rating?: number
  byChannelTeam?: true
  /** Pinned by the content's creator: it leads the list (one per content). */
  pinned: boolean
  replies: CommentReply[]
}

/** What a received comment is on: a content, or a community post. */
export type ReceivedCommentKind = 'all' | 'content' | 'community'
export const RECEIVED_COMMENT_KINDS = ['all', 'content', 'community'] as const

/** A thread of the studio's comment management, with the kind of what it is on. */
export interface ReceivedThread extends CommentThread {
  kind: Exclude<ReceivedCommentKind, 'all'>
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
      /** Makes it a reply to this comment (or to the thread of the reply named). */
      parentOid?: string
      /** A reply as this channel's team (channel-manager mode). */
      actingFor?: string
    }
    response: CommentWritten
  }
  'GET /content/comment/thread': {
    request: { contentOid: string; page?: number; limit?: number }
    response: {
      /** The pinned comment first, then newest first; what the reader blocked left out. */
      comments: CommentThread[]
      /** Top-level comments the reader can see, on every page. */
      total: number
      page: number
      hasMore: boolean
      hiddenAuthors: string[]
      /** The content's creators (their replies are marked as the creator's). */
      ownerOids: string[]
      /** The reader may pin and delete any comment here (its creator, an admin). */
      canModerate: boolean
    }
  }
  'POST /content/comment/pin': {
    request: { contentOid: string; commentOid: string; pinned: boolean; actingFor?: string }
    response: { commentOid: string; pinned: boolean }
  }
  'GET /content/comment/received': {
    /** `kind`: every comment (the default), the contents' only, or the community posts' only. */
    request: { page?: number; limit?: number; kind?: ReceivedCommentKind; actingFor?: string }
    /** Comments on the caller's contents and posts, newest thread first, with their replies. */
    response: {
      comments: ReceivedThread[]
      total: number
      page: number
      hasMore: boolean
    }
  }
  'DELETE /content/comment': {
    request: { contentOid: string; commentIdx: string | number; actingFor?: string }
    response: { ok: true }
  }
}
