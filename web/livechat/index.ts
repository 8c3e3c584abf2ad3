export { applyFrame, type ChatState, initialChatState, MESSAGES_KEPT } from './apply-frame'
export { type ChatStore, createChatStore } from './chat-store'
