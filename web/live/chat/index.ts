export {
  applyCohostFrame,
  applyFrame,
  type ChatState,
  initialChatState,
  MESSAGES_KEPT,
  type MessagePart,
  messageParts,
  type ShownChatLine,
} from './apply-frame'
export { type ChatStore, createChatStore, type LiveEventListener } from './chat-store'
