/**
 * Turns a player's keyword into a prefix tsquery for the `simple` configuration:
 * "gull lig" matches "Gull Rock lighthouse". Terms are letters and digits only, so the
 * query syntax cannot be injected; at most 8 terms are used.
 */
export function prefixTsQuery(keyword: string): string | null {
  const terms = keyword
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8)
  return terms && terms.length > 0 ? terms.map((term) => `${term}:*`).join(' & ') : null
}
