/**
 * The chat page address that starts a story, with the chosen opening in `?start=`
 * (the chat page reads it; see player/README.md). No start point: the story's first.
 */
export function playHref(contentOid: string, startPointId?: string | null): string {
  const base = `/story/${encodeURIComponent(contentOid)}/c`
  return startPointId ? `${base}?start=${encodeURIComponent(startPointId)}` : base
}

/** A room of the story's chat page. */
export function roomHref(contentOid: string, roomOid: string): string {
  return `/story/${encodeURIComponent(contentOid)}/c/${encodeURIComponent(roomOid)}`
}

/** My chats, or one story's chats in it. */
export function myChatsHref(contentOid?: string): string {
  return contentOid ? `/story/chats?story=${encodeURIComponent(contentOid)}` : '/story/chats'
}

/** The story page of a content. */
export function storyHref(contentOid: string): string {
  return `/story/${encodeURIComponent(contentOid)}`
}

/** The id of the story page's reviews section, and the address that opens it there. */
export const REVIEWS_ANCHOR = 'reviews'

export function storyReviewsHref(contentOid: string): string {
  return `${storyHref(contentOid)}#${REVIEWS_ANCHOR}`
}

/** The search page for one hashtag (a hashtag chip's link). */
export function tagHref(tag: string): string {
  return `/search?tags=${encodeURIComponent(tag)}`
}
