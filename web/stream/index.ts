export type {
  ChatEvent,
  ChatEventDataMap,
  ChatEventName,
  ChatPaidWith,
  ChatStreamErrorCode,
  EventData,
} from '../../platform/chat/contract'
export {
  CHAT_EVENTS,
  formatEventId,
  isChatEventName,
  isTerminal,
  parseEventId,
  toChatEvent,
} from './chat-events'
export { createSseParser, type SseEvent } from './sse-parser'
