/** The spec's bulk user lookup takes at most 150 ids a call. */
export const USERS_PER_LOOKUP = 150

/** `ids` cut into lookups of at most `size`, unknown and not pending ones only. */
export function lookupBatches(
  ids: readonly string[],
  isKnown: (id: string) => boolean,
  size = USERS_PER_LOOKUP,
): string[][] {
  const wanted = [...new Set(ids)].filter((id) => !isKnown(id))
  const batches: string[][] = []
  for (let start = 0; start < wanted.length; start += size) {
    batches.push(wanted.slice(start, start + size))
  }
  return batches
}
