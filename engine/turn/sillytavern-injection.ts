import type { DepthInjection } from './history'
import { MAX_INJECTION_DEPTH } from './placement'
import type { PromptMessage } from './types'

/** Top to bottom at one depth: SillyTavern inserts system, user, assistant into the reversed chat. */
const ROLES = ['system', 'user', 'assistant'] as const

/**
 * Inserts depth texts into `chat` (oldest first, the player's new message included) as
 * SillyTavern 1.12.6's populationInjectionPrompts does (public/scripts/openai.js:721-762):
 * depth d sits d messages above the end; at one depth the texts of a role become one
 * message (trimmed, joined by lines) and the roles read assistant, user, system from the
 * top; depths beyond the chat stack above it, the deepest on top.
 */
export function injectLikeSillyTavern(
  chat: readonly PromptMessage[],
  injections: readonly DepthInjection[],
): PromptMessage[] {
  if (injections.length === 0) return [...chat]
  const reversed = [...chat].reverse()
  const depths = [...new Set(injections.map((injection) => injection.depth))]
    .filter((depth) => depth >= 0 && depth <= MAX_INJECTION_DEPTH)
    .sort((left, right) => left - right)
  let inserted = 0
  for (const depth of depths) {
    const roleMessages: PromptMessage[] = []
    for (const role of ROLES) {
      const content = injections
        .filter((injection) => injection.depth === depth && injection.role === role)
        .filter((injection) => injection.content)
        .map((injection) => injection.content.trim())
        .join('\n')
        .trim()
      if (content) roleMessages.push({ role, content })
    }
    // splice past the end appends: a depth beyond the chat lands above it.
    reversed.splice(depth + inserted, 0, ...roleMessages)
    inserted += roleMessages.length
  }
  return reversed.reverse()
}
