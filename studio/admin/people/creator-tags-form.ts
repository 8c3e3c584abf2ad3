/**
 * The creator tags form's rules, kept beside the screen so the browser bundle carries no
 * server contract: the same tag shape the accounts contract accepts (`creatorTagRequest`).
 */

/** Tags with a meaning in the product, offered first (docs/ACCOUNT-DETAILS.md). */
export const KNOWN_CREATOR_TAGS = ['cherry-picker'] as const

/** 2–40 lowercase letters, digits or `-`, not starting with `-` (the contract's rule). */
const TAG_SHAPE = /^[a-z0-9][a-z0-9-]{1,39}$/

export type TagReading = { ok: true; tag: string } | { ok: false; problem: 'shape' | 'held' }

/** What the admin typed, as the call would take it, or why it would change nothing. */
export function readTag(typed: string, held: readonly string[]): TagReading {
  const tag = typed.trim().toLowerCase()
  if (!TAG_SHAPE.test(tag)) return { ok: false, problem: 'shape' }
  if (held.includes(tag)) return { ok: false, problem: 'held' }
  return { ok: true, tag }
}

/** The known tags the creator does not hold yet, for the field's suggestions. */
export function tagSuggestions(held: readonly string[]): string[] {
  return KNOWN_CREATOR_TAGS.filter((tag) => !held.includes(tag))
}
