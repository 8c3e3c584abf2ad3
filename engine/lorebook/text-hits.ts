import type { AhoCorasick } from './aho-corasick'
import type { LorebookIndex, TextHits } from './build-index'
import { isAsciiWordCode } from './key-syntax'

const HITS_CACHE_LIMIT = 20_000

/**
 * Plain-key hits of one text, memoized by message id: each turn only the new messages are
 * scanned. The cache checks the text too, so an edited message is rescanned.
 */
export function hitsForText(index: LorebookIndex, cacheKey: string, text: string): TextHits {
  const cached = index.hitsCache.get(cacheKey)
  if (cached && cached.text === text) return cached.hits
  const hits = scanText(index, text)
  if (index.hitsCache.size >= HITS_CACHE_LIMIT) {
    // Maps iterate in insertion order: drop the oldest.
    const oldest = index.hitsCache.keys().next().value
    if (oldest !== undefined) index.hitsCache.delete(oldest)
  }
  index.hitsCache.set(cacheKey, { text, hits })
  return hits
}

function scanText(index: LorebookIndex, text: string): TextHits {
  const any = new Set<number>()
  const word = new Set<number>()
  collect(index.lowerAutomaton, index.lowerPatternIds, text.toLowerCase(), any, word)
  collect(index.sensitiveAutomaton, index.sensitivePatternIds, text, any, word)
  return { any: Int32Array.from(any), word: Int32Array.from(word) }
}

function collect(
  automaton: AhoCorasick,
  globalIds: Int32Array,
  text: string,
  any: Set<number>,
  word: Set<number>,
): void {
  const lengths = automaton.patternLengths
  automaton.scan(text, (localId, end) => {
    const id = globalIds[localId]!
    any.add(id)
    if (word.has(id)) return
    // Whole word as SillyTavern's `(?:^|\W)key(?:$|\W)`: ASCII word characters only.
    const start = end - lengths[localId]!
    const beforeIsBoundary = start === 0 || !isAsciiWordCode(text.charCodeAt(start - 1))
    const afterIsBoundary = end === text.length || !isAsciiWordCode(text.charCodeAt(end))
    if (beforeIsBoundary && afterIsBoundary) word.add(id)
  })
}
