import { SCAN_MATCHER } from './scan-window'

/**
 * Key syntax shared by the indexed and the naive matcher, copied from SillyTavern's
 * World Info so that cards behave as their authors tested them.
 */

/**
 * SillyTavern's parseRegexFromString: `/pattern/flags` with no unescaped slash inside.
 * Anything else (or an invalid pattern) is a plain key. The `g` and `y` flags are dropped
 * because `RegExp.test` with them is stateful (lastIndex), which would make a key's result
 * depend on the previous scan.
 */
export function parseRegexKey(key: string): RegExp | null {
  const literal = /^\/([\w\W]+?)\/([gimsuy]*)$/.exec(key)
  if (!literal) return null
  const pattern = literal[1] ?? ''
  if (/(^|[^\\])\//.test(pattern)) return null
  try {
    return new RegExp(pattern.replace('\\/', '/'), (literal[2] ?? '').replace(/[gy]/g, ''))
  } catch {
    return null
  }
}

/** `\w` without the `u` flag: ASCII letters, digits and underscore only (as SillyTavern). */
export function isAsciiWordCode(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95
  )
}

/** SillyTavern matches multi-word keys by substring even when whole-word matching is on. */
export function isMultiWordKey(key: string): boolean {
  return key.split(/\s+/).length > 1
}

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export interface KeyOptions {
  caseSensitive: boolean
  matchWholeWords: boolean
}

/** Straight port of SillyTavern's matchKeys: one regex (or substring search) per call. */
export function matchKeyNaive(haystack: string, key: string, options: KeyOptions): boolean {
  const regex = parseRegexKey(key)
  if (regex) return regex.test(haystack)
  const text = options.caseSensitive ? haystack : haystack.toLowerCase()
  const needle = options.caseSensitive ? key : key.toLowerCase()
  if (!options.matchWholeWords || isMultiWordKey(needle)) return text.includes(needle)
  return new RegExp(`(?:^|\\W)(${escapeRegex(needle)})(?:$|\\W)`).test(text)
}

/** Keys are trimmed and empty ones ignored, as the SillyTavern editor does on save. */
export function normalizeKeys(keys: readonly string[]): string[] {
  const normalized: string[] = []
  for (const key of keys) {
    const trimmed = key.trim()
    // The scan buffer uses \x01 as its message separator, so a key holding it could match
    // across two messages; such keys are dropped.
    if (trimmed && !trimmed.includes(SCAN_MATCHER)) normalized.push(trimmed)
  }
  return normalized
}
