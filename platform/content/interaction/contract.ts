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

export interface InteractionRoutes {
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
