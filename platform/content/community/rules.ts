/** Who may read a community post, and what a reader (or a locked card) is shown. Pure. */
import type { PollView } from '../polls/contract'
import type { CommunityPostView, PostImageView, PostVisibility } from './contract'

export interface PostRow {
  oid: string
  creator_oid: string
  text: string
  images: string[]
  visibility: PostVisibility
  tier_hashes: string[]
  pinned_at: Date | null
  created_at: Date
  edited_at: Date | null
}

export interface Reader {
  oid: string | null
  admin: boolean
}

/** Whether the reader's answer from the entitlement port is needed at all. */
export function needsEntitlement(post: PostRow, reader: Reader): boolean {
  return post.visibility === 'tiers' && !ownsOrAdmin(post, reader) && reader.oid !== null
}

/** Everyone reads an open post; a tier post opens to its creator, admins and entitled subscribers. */
export function mayRead(post: PostRow, reader: Reader, entitled: boolean): boolean {
  if (post.visibility === 'everyone' || ownsOrAdmin(post, reader)) return true
  return reader.oid !== null && entitled
}

function ownsOrAdmin(post: PostRow, reader: Reader) {
  return reader.admin || reader.oid === post.creator_oid.trim()
}

/** A readable post in full; a locked one as its card only (never its text, images or poll). */
export function viewPost(
  post: PostRow,
  reader: Reader,
  shown: { readable: boolean; poll: PollView | null; images: PostImageView[] },
): CommunityPostView {
  return {
    postOid: post.oid,
    creatorOid: post.creator_oid.trim(),
    visibility: post.visibility,
    tierHashes: post.tier_hashes,
    locked: !shown.readable,
    text: shown.readable ? post.text : null,
    images: shown.readable ? shown.images : [],
    poll: shown.readable ? shown.poll : null,
    pinned: post.pinned_at !== null,
    pinnedAt: post.pinned_at?.toISOString() ?? null,
    createdAt: post.created_at.toISOString(),
    editedAt: post.edited_at?.toISOString() ?? null,
    isMine: reader.oid === post.creator_oid.trim(),
  }
}

/** A channel page: on the first, its pinned posts (latest pin first) before the newest others. */
export function pageOrder(pinned: readonly PostRow[], rest: readonly PostRow[]): PostRow[] {
  const byPin = [...pinned].sort(
    (a, b) => (b.pinned_at?.getTime() ?? 0) - (a.pinned_at?.getTime() ?? 0),
  )
  return [...byPin, ...rest]
}

/** The next page's cursor: the last unpinned post of a full page, else none. */
export function nextCursor(rest: readonly PostRow[], pageSize: number): string | null {
  return rest.length === pageSize ? (rest[rest.length - 1]?.oid ?? null) : null
}
