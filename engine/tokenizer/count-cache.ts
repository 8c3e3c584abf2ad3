import type { Tokenizer } from './types'

export interface TokenCountCache {
  /** Token count of a message, computed once per (id, text). */
  count(id: string, text: string): number
  readonly size: number
}

/**
 * Chat history is many short messages that are counted again every turn; caching per
 * message id turns that into one tokenization per message. An edited text is recounted.
 * @example const cache = createTokenCountCache(gptTokenizerO200k); cache.count(message.id, message.text)
 */
export function createTokenCountCache(tokenizer: Tokenizer, limit = 50_000): TokenCountCache {
  const counts = new Map<string, { text: string; tokens: number }>()
  return {
    count(id, text) {
      const cached = counts.get(id)
      if (cached && cached.text === text) return cached.tokens
      const tokens = tokenizer.count(text)
      if (counts.size >= limit) {
        const oldest = counts.keys().next().value
        if (oldest !== undefined) counts.delete(oldest)
      }
      counts.set(id, { text, tokens })
      return tokens
    },
    get size() {
      return counts.size
    },
  }
}
