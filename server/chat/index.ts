export { type ChatRuntime, createChatRuntime } from './chat-runtime'
export {
  CHAT_EVENTS,
  type ChatEventName,
  formatEventId,
  parseEventId,
  type StreamEvent,
} from './events'
export { chatRoutes, contentCommentRoutes } from './routes'
export { type Actor, type ChatLimits, type ChatRuntimeDeps, DEFAULT_CHAT_LIMITS } from './runtime'
export { createUrlSigner, type UrlSigner } from './signed-urls'
export { createStreamHub, type StreamHub } from './stream-hub'
