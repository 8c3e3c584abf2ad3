import { buildLorebookIndex, type LorebookEntry, type LorebookIndex } from '../lorebook'
import { createTokenCountCache, type TokenCountCache, type Tokenizer } from '../tokenizer'

// Memos keyed by object identity: invisible to callers (same answers with or without
// them) and collected with their keys. Keep the compiled story object per version in
// memory and the index is built once, as the design asks.
const lorebookIndexes = new WeakMap<readonly LorebookEntry[], LorebookIndex>()
const tokenCounts = new WeakMap<Tokenizer, TokenCountCache>()
const textViews = new WeakMap<Tokenizer, Tokenizer>()
const TEXT_COUNT_LIMIT = 50_000

export function lorebookIndexFor(entries: readonly LorebookEntry[]): LorebookIndex {
  let index = lorebookIndexes.get(entries)
  if (!index) {
    index = buildLorebookIndex(entries)
    lorebookIndexes.set(entries, index)
  }
  return index
}

export function tokenCountsFor(tokenizer: Tokenizer): TokenCountCache {
  let counts = tokenCounts.get(tokenizer)
  if (!counts) {
    counts = createTokenCountCache(tokenizer)
    tokenCounts.set(tokenizer, counts)
  }
  return counts
}

/**
 * A tokenizer view that memoizes by text, for texts that repeat turn after turn (lorebook
 * entries, prompt sections). Keyed by the string itself: V8 keeps a string's hash, so a
 * repeated lookup of the same entry text costs no rehashing.
 */
export function memoizedByText(tokenizer: Tokenizer): Tokenizer {
  // One view per tokenizer: callers that cache by tokenizer (the lorebook's token counts)
  // see the same object turn after turn.
  const existing = textViews.get(tokenizer)
  if (existing) return existing
  const memo = new Map<string, number>()
  const view: Tokenizer = {
    name: tokenizer.name,
    count(text) {
      let tokens = memo.get(text)
      if (tokens === undefined) {
        tokens = tokenizer.count(text)
        if (memo.size >= TEXT_COUNT_LIMIT) memo.clear()
        memo.set(text, tokens)
      }
      return tokens
    },
  }
  textViews.set(tokenizer, view)
  return view
}
