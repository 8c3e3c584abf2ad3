/**
 * A hashtag as the server stores and matches it: trimmed, without leading '#',
 * lower-cased (the same rule as `normalizeHashtag` in platform/stories/contract.ts).
 */
export function normalizeHashtag(tag: string): string {
  return tag.trim().replace(/^#+/, '').trim().toLowerCase()
}
