/** A keyword's terms: letters and digits only, lower case, at most 8. */
function termsOf(keyword: string): string[] {
  return (
    keyword
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  )
}

/**
 * Turns a player's keyword into a prefix tsquery for the `simple` configuration:
 * "gull lig" matches "Gull Rock lighthouse". Terms are letters and digits only, so the
 * query syntax cannot be injected; at most 8 terms are used.
 */
export function prefixTsQuery(keyword: string): string | null {
  const terms = termsOf(keyword)
  return terms.length > 0 ? terms.map((term) => `${term}:*`).join(' & ') : null
}

/**
 * The same terms as ILIKE patterns (`%term%`): a text matched by `prefixTsQuery` contains
 * every one of them, so they rule out most texts before a tsvector is built. Letters and
 * digits need no escaping in a LIKE pattern.
 */
export function likeTerms(keyword: string): string[] {
  return termsOf(keyword).map((term) => `%${term}%`)
}
