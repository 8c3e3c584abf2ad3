import type { TokenCountCache } from '../tokenizer'
import type { Summary } from './state'
import type { HistoryMessage, PromptMessage } from './types'

export interface HistorySelection {
  /** Oldest → newest. */
  messages: PromptMessage[]
  kept: number
  dropped: number
  summarized: number
  tokens: number
}

/**
 * Keeps the newest history that fits `budget` tokens. Messages covered by a summary are
 * left out (the summary stands in for them). Walks from the newest message and stops at
 * the first that does not fit, so the kept history is always a contiguous recent tail
 * and a 2,000-message room costs only the messages actually sent.
 */
export function selectHistory(
  history: readonly HistoryMessage[],
  summaries: readonly Summary[],
  budget: number,
  counts: TokenCountCache,
): HistorySelection {
  const kept: PromptMessage[] = []
  let tokens = 0
  let summarized = 0
  let index = history.length - 1
  for (; index >= 0; index--) {
    const message = history[index]!
    if (isSummarized(message.turnIndex, summaries)) {
      summarized++
      continue
    }
    const messageTokens = counts.count(message.id, message.content)
    if (tokens + messageTokens > budget) break
    tokens += messageTokens
    kept.push({ role: message.role, content: message.content })
  }
  kept.reverse()
  return { messages: kept, kept: kept.length, dropped: index + 1, summarized, tokens }
}

function isSummarized(turnIndex: number, summaries: readonly Summary[]): boolean {
  for (const summary of summaries) {
    if (summary.startTurn <= turnIndex && turnIndex <= summary.endTurn) return true
  }
  return false
}

/** Lorebook and trigger texts placed `depth` messages from the end of the history. */
export interface DepthInjection {
  depth: number
  role: PromptMessage['role']
  content: string
}

/** Inserts depth injections; depth 0 goes after the newest message. */
export function injectAtDepth(
  messages: readonly PromptMessage[],
  injections: readonly DepthInjection[],
): PromptMessage[] {
  if (injections.length === 0) return [...messages]
  const result = [...messages]
  // Deepest first so shallower insertions do not shift the deeper positions.
  const ordered = [...injections].sort((left, right) => right.depth - left.depth)
  for (const injection of ordered) {
    const position = Math.max(0, result.length - Math.max(0, injection.depth))
    result.splice(position, 0, { role: injection.role, content: injection.content })
  }
  return result
}
