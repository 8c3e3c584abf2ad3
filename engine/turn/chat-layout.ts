import { injectAtDepth } from './history'
import type { LorePlacement } from './placement'
import { injectLikeSillyTavern } from './sillytavern-injection'
import type { PromptMessage } from './types'

/**
 * The prompt after the system message: the kept history with the depth texts, the response
 * instructions, then the player's message. SillyTavern's chat holds the player's new
 * message, so a book placed as SillyTavern does counts depth with it; the instructions stay
 * just above that message in both layouts.
 */
export function layOutChat(
  lore: LorePlacement,
  history: readonly PromptMessage[],
  instructions: string,
  userText: string,
): PromptMessage[] {
  const instructionsMessage: PromptMessage = { role: 'system', content: instructions }
  const userMessage: PromptMessage | undefined = userText
    ? { role: 'user', content: userText }
    : undefined
  if (lore.placement === 'studio') {
    const chat = injectAtDepth(history, lore.injections)
    chat.push(instructionsMessage)
    if (userMessage) chat.push(userMessage)
    return chat
  }
  const chat = injectLikeSillyTavern(
    userMessage ? [...history, userMessage] : history,
    lore.injections,
  )
  chat.splice(userMessage ? chat.indexOf(userMessage) : chat.length, 0, instructionsMessage)
  return chat
}
