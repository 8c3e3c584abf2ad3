/** The memories page of a story's character (`/story/{contentOid}/memories`). */
export function memoriesHref(contentOid: string): string {
  return `/story/${encodeURIComponent(contentOid)}/memories`
}
