/**
 * The chat stream's names, event ids and terminal events, as the front ends read them:
 * the values are the contract's own (`platform/chat/contract.ts`, the one platform/ file
 * the front ends may import values from); `toChatEvent` reads a parsed SSE event as one.
 */

import type { ChatEvent } from '../../platform/chat/contract'
import { isChatEventName } from '../../platform/chat/contract'

export {
  CHAT_EVENTS,
  formatEventId,
  isChatEventName,
  isTerminal,
  parseEventId,
} from '../../platform/chat/contract'

import type { SseEvent } from './sse-parser'

/** Reads a raw SSE event as a chat event; unknown names and data that is no JSON object are null. */
export function toChatEvent(event: SseEvent): ChatEvent | null {
  if (!isChatEventName(event.event)) return null
  try {
    const data: unknown = JSON.parse(event.data)
    if (typeof data !== 'object' || data === null) return null
    return { type: event.event, id: event.id, data } as ChatEvent
  } catch {
    return null
  }
}
