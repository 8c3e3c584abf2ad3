/**
 * Regex construction shared by conditions and trigger patterns. Stateful flags (g, y)
 * are refused: a stateful RegExp would make evaluation depend on earlier calls.
 */
const ALLOWED_FLAGS = /^[imsu]*$/

const cache = new Map<string, RegExp>()

/** Returns an error message, or null when `pattern`/`flags` make a usable regex. */
export function regexError(pattern: string, flags = ''): string | null {
  if (!ALLOWED_FLAGS.test(flags) || new Set(flags).size !== flags.length) {
    return `Unsupported regex flags "${flags}" (allowed: i, m, s, u).`
  }
  try {
    new RegExp(pattern, flags)
    return null
  } catch (error) {
    return `Invalid regular expression /${pattern}/${flags}: ${(error as Error).message}`
  }
}

/** A cached RegExp; callers validate first, an invalid pattern yields null. */
export function cachedRegex(pattern: string, flags = ''): RegExp | null {
  const key = `${flags}/${pattern}`
  const known = cache.get(key)
  if (known) return known
  if (regexError(pattern, flags) !== null) return null
  // Bounded so a long-lived server does not grow without limit on writers' patterns.
  if (cache.size > 5000) cache.clear()
  const regex = new RegExp(pattern, flags)
  cache.set(key, regex)
  return regex
}

/** Parses the `/pattern/flags` form used by lorebook keys and trigger patterns. */
export function parseSlashRegex(text: string): { pattern: string; flags: string } | null {
  const match = /^\/(.+)\/([a-z]*)$/s.exec(text)
  if (!match) return null
  return { pattern: match[1] ?? '', flags: match[2] ?? '' }
}
