export {
  applyFrame,
  type ChatState,
  initialChatState,
  MESSAGES_KEPT,
  type MessagePart,
  messageParts,
} from './apply-frame'
export { type ChatStore, createChatStore, type LiveEventListener } from './chat-store'
