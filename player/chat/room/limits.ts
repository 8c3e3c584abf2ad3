/**
 * The longest message the server takes: `maxMessageChars` in `platform/chat/runtime.ts`
 * (`DEFAULT_CHAT_LIMITS`), refused past it with MESSAGE_TOO_LONG. No configuration sends
 * it to the page, so it is repeated here; change both together.
 */
export const MAX_MESSAGE_CHARS = 4000
