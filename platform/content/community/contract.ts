/**
 * Community posts (document 1 §7 "Community and file content"): a creator's posts on their
 * channel's Community tab, with images, a poll and a visibility (everyone or chosen tiers).
 * Types and limits only; the routes validate with their own schemas.
 */
import type { ContentCommentItem } from '../catalog/contract'
import type { NewPollInput, PollView } from '../polls/contract'

export const COMMUNITY_LIMITS = {
  textLength: 5000,
  images: 4,
  /** Pinned posts a channel shows first; pinning one more is refused. */
  pinned: 3,
  pageSize: 20,
} as const

export type PostVisibility = 'everyone' | 'tiers'

/** `postMetaData`: what a creator writes. */
export interface PostMetaData {
  text: string
  /** Keys of the creator's own uploaded images (uploads area, context `image`). */
  images?: string[]
  poll?: NewPollInput | null
  visibility: PostVisibility
  /** Tier hashes that may read a `tiers` post (and the tiers above them). */
  tierHashes?: string[]
}

export interface PostImageView {
  key: string
  /** Public address of the image; null when it is not (or no longer) a ready public image. */
  url: string | null
}

export interface CommunityPostView {
  postOid: string
  creatorOid: string
  visibility: PostVisibility
  tierHashes: string[]
  /** A tier-only post the viewer may not read: no text, images or poll, only the card. */
  locked: boolean
  text: string | null
  images: PostImageView[]
  poll: PollView | null
  pinned: boolean
  pinnedAt: string | null
  createdAt: string
  editedAt: string | null
  isMine: boolean
}

export type CommunitySubmit =
  | { operation: 'submit'; postMetaData: PostMetaData; requestId?: string }
  | { operation: 'pin' | 'unpin'; postOid: string }

export interface CommunityRoutes {
  'GET /content/community': {
    request: { postOids?: string; creatorOid?: string; cursor?: string }
    response: { posts: CommunityPostView[]; next: string | null }
  }
  'GET /content/community/comments': {
    request: { postOid: string }
    response: { comments: ContentCommentItem[] }
  }
  'POST /content/community': { request: CommunitySubmit; response: { post: CommunityPostView } }
  'POST /content/community/edit': {
    request: { postOid: string; postMetaData: Omit<PostMetaData, 'poll'> }
    response: { post: CommunityPostView }
  }
  'DELETE /content/community': { request: { postOid: string }; response: { deleted: true } }
}
