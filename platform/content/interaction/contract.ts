/**
 * The interaction routes the front ends call (mounted under `/api/content`), as a type
 * map for the typed client: paths relative to `/api`, request and answer. Types only.
 */

/** What a reporter sees of their report (the admin-side fields left out). */
export interface OwnReport {
  reportOid: string
  contentOid: string
  status: string
  createdAt: string
}

/** A content's like after a call: the state kept and whether this call changed it. */
export interface LikeAnswer {
  contentOid: string
  liked: boolean
  /** Whether this call changed anything (a repeat does not). */
  changed: boolean
  likes: number
}

/** A page of the caller's liked contents, newest like first. */
export interface LikedPage {
  items: {
    contentOid: string
    likedAt: string
    contentType: string
    title: string
    thumbnail: string
    creatorOid: string
    price: number
    adult: boolean
    likes: number
  }[]
  page: number
  limit: number
  hasMore: boolean
}

/** Where a detected user stands now; `cleared` once an admin cleared them. */
export type IllegalStanding = 'warned' | 'suspended' | 'cleared'
export type IllegalStandingFilter = 'all' | IllegalStanding

/** One recorded detection, with the user's standing now (admins' list). */
export interface IllegalDetectionView {
  detectionOid: string
  userOid: string
  nickname: string | null
  /** The recording admin's nickname (their id when unknown). */
  recordedBy: string
  contentOid: string | null
  note: string
  detectedAt: string
  standing: IllegalStanding
  /** Detections since the last clearance (0 once cleared). */
  detections: number
}

/** A user's standing under the rule, as recording answers it. */
export interface IllegalDownloaderState {
  userOid: string
  detections: number
  status: 'warned' | 'suspended'
  warnedAt: string
  acknowledgedAt: string | null
  suspendedAt: string | null
}

/** The illegal-downloader page's admin calls. */
export interface IllegalDownloaderAdminRoutes {
  'GET /content/admin/illegal-downloaders': {
    request: { userOid?: string; status?: IllegalStandingFilter; before?: string }
    response: { detections: IllegalDetectionView[]; next: string | null }
  }
  'POST /content/admin/illegal-downloader': {
    request: { userOid: string; contentOid?: string; note?: string }
    response: IllegalDownloaderState
  }
  'DELETE /content/admin/illegal-downloader': {
    request: { userOid: string }
    response: { ok: true }
  }
}

export interface InteractionRoutes {
  'POST /content/like': {
    request: {
      contentOid: string
      /** 'like' or 'undoLike' (also true / false) sets the state; absent toggles it. */
      likeOrUndoLike?: 'like' | 'undoLike' | boolean
    }
    response: LikeAnswer
  }
  'GET /account/liked-list': {
    request: { page?: number; limit?: number }
    response: LikedPage
  }
  'POST /content/comment/like': {
    request: {
      contentOid: string
      /** The comment's id, or its position among the content's comments (oldest first). */
      commentPosition: string | number
      likeOrUndoLike?: 'like' | 'undoLike' | boolean
    }
    response: {
      contentOid: string
      commentOid: string
      liked: boolean
      changed: boolean
      likes: number
    }
  }
  'GET /content/comment/like': {
    request: { contentOid: string }
    /** Likes per comment id (those with any), and the ids the caller likes. */
    response: { likes: Record<string, number>; liked: string[] }
  }
  'POST /content/report': {
    request: {
      contentMetadata: {
        contentOid: string
        contentType?: 'story' | 'clip' | 'playlist' | 'preview' | 'scenario'
        commentPosition?: number
        commentOid?: string
        title?: string
      }
      complaint: string
    }
    /** `duplicate`: the caller's open report of the same target, answered again. */
    response: { report: OwnReport; duplicate: boolean }
  }
  /** Everything the caller has blocked, oldest first within each kind. */
  'GET /content/block': { request: Record<string, never>; response: BlockList }
  'POST /content/block': {
    request: {
      operation: 'add' | 'remove'
      userOid?: string
      contentOid?: string
      commentOid?: string
      commentPosition?: number
      tag?: string
    }
    response: { operation: 'add' | 'remove'; kind: string; target: string; changed: boolean }
  }
}

/** A user's blocks: users, contents, comments (with their content) and tags. */
export interface BlockList {
  users: string[]
  contents: string[]
  comments: { contentOid: string; commentOid: string }[]
  tags: string[]
}
