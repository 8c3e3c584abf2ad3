import { badRequest } from './errors'

/** The deepest nesting of objects and arrays a request body may have. */
export const MAX_JSON_DEPTH = 64

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * A request's JSON body as the API reads it: an object, or a 400 with the API's texts.
 * Shared by the server's body middleware and the routes that read a large body off the
 * server's thread, so both refuse the same bodies with the same words. Bytes must be
 * UTF-8 (a replacement character would silently change the text the caller sent).
 */
export function parseJsonObjectBody(input: Uint8Array | string): Record<string, unknown> {
  const raw = typeof input === 'string' ? input : decodeUtf8(input)
  if (raw.trim() === '') return {}
  // Before parsing: a deeply nested body holds the loop in JSON.parse (docs/PERFORMANCE.md).
  if (nestedDeeperThan(raw, MAX_JSON_DEPTH)) {
    throw badRequest(
      'JSON_TOO_DEEP',
      `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`,
    )
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw badRequest('INVALID_JSON', 'The request body is not valid JSON.')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('INVALID_JSON', 'The request body must be a JSON object.')
  }
  const body = parsed as Record<string, unknown>
  // JSON writes U+0000 and lone surrogates only as escapes (a raw control character is
  // invalid JSON, and UTF-8 cannot carry a surrogate), so a text without `\u` needs no
  // walk of the parsed value, which is long for a large body.
  if (raw.includes('\\u')) {
    if (raw.includes('\\u0000') && holdsNul(body)) throw nulInText()
    if (SURROGATE_ESCAPE.test(raw) && holdsLoneSurrogate(body)) throw loneSurrogateInText()
  }
  return body
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes)
  } catch {
    throw badRequest('INVALID_UTF8', 'The request body is not valid UTF-8.')
  }
}

/**
 * Whether objects and arrays nest deeper than `limit`, read from the text: strings are
 * skipped with `indexOf` (their brackets are text), so a normal body costs a few
 * microseconds. Malformed text is left to `JSON.parse` to refuse.
 */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (code === QUOTE) {
      index = closingQuote(text, index)
      if (index === -1) return false
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1
      if (depth > limit) return true
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1
    }
  }
  return false
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d

/** The index of the quote that closes the string opened at `open`, or -1. */
function closingQuote(text: string, open: number): number {
  let end = text.indexOf('"', open + 1)
  while (end !== -1) {
    let backslashes = 0
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes += 1
    if (backslashes % 2 === 0) return end
    end = text.indexOf('"', end + 1)
  }
  return -1
}

/** PostgreSQL text cannot hold U+0000: such a value would fail deep in a query as a 500. */
export const nulInText = () =>
  badRequest('INVALID_TEXT', 'Text must not contain the NUL character (U+0000).')

/** Half a UTF-16 pair is no character: it cannot be stored as UTF-8 or shown. */
export const loneSurrogateInText = () =>
  badRequest('INVALID_TEXT', 'Text must not contain a lone surrogate (\\ud800–\\udfff).')

const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether a string anywhere in a parsed JSON value (keys too) contains U+0000. */
export function holdsNul(value: unknown): boolean {
  return someText(value, (text) => text.includes('\u0000'))
}

function holdsLoneSurrogate(value: unknown): boolean {
  return someText(value, (text) => LONE_SURROGATE.test(text))
}

function someText(value: unknown, test: (text: string) => boolean, depth = 0): boolean {
  if (typeof value === 'string') return test(value)
  if (typeof value !== 'object' || value === null || depth > MAX_JSON_DEPTH) return false
  if (Array.isArray(value)) return value.some((item) => someText(item, test, depth + 1))
  for (const [key, item] of Object.entries(value)) {
    if (test(key) || someText(item, test, depth + 1)) return true
  }
  return false
}
