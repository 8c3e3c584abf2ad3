import { ChatCouponsPage } from '../ChatCouponsPage'
import { CompileManagerPage } from '../CompileManagerPage'
import type { AdminPageComponent } from '../page-component'
import { SystemPromptsPage } from '../SystemPromptsPage'
import { AiChatPage } from './AiChatPage'
import { ChatArchivePage } from './ChatArchivePage'
import { ChatManagementPage } from './ChatManagementPage'
import { CustomPromptComposerPage } from './CustomPromptComposerPage'
import { PlaygroundPage } from './PlaygroundPage'
import type { STORY_CHAT_PAGES } from './paths'

export const storyChatPages: Record<(typeof STORY_CHAT_PAGES)[number], AdminPageComponent> = {
  'system-prompts': SystemPromptsPage,
  playground: PlaygroundPage,
  'ai-chat': AiChatPage,
  'custom-prompt-composer': CustomPromptComposerPage,
  'chat-archive': ChatArchivePage,
  'chat-management': ChatManagementPage,
  'chat-coupons': ChatCouponsPage,
  'chat-compile-manager': CompileManagerPage,
}
