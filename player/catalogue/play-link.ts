/**
 * The chat page address that starts a story, with the chosen opening in `?start=`
 * (the chat page reads it; see player/README.md). No start point: the story's first.
 */
export function playHref(contentOid: string, startPointId?: string | null): string {
  const base = `/story/${encodeURIComponent(contentOid)}/c`
  return startPointId ? `${base}?start=${encodeURIComponent(startPointId)}` : base
}

/** The story page of a content. */
export function storyHref(contentOid: string): string {
  return `/story/${encodeURIComponent(contentOid)}`
}

/** The search page for one hashtag (a hashtag chip's link). */
export function tagHref(tag: string): string {
  return `/search?tags=${encodeURIComponent(tag)}`
}
