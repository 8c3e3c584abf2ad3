/** The Story chat group's pages, in menu order (docs/admin/story-chat.md). */
export const STORY_CHAT_PAGES = [
  'system-prompts',
  'playground',
  'ai-chat',
  'custom-prompt-composer',
  'chat-archive',
  'chat-management',
  'chat-coupons',
  'chat-compile-manager',
] as const
