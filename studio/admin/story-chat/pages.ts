import { ChatCouponsPage } from '../ChatCouponsPage'
import { CompileManagerPage } from '../CompileManagerPage'
import type { AdminPageComponent } from '../page-component'
import { SystemPromptsPage } from '../SystemPromptsPage'
import type { STORY_CHAT_PAGES } from './paths'

export const storyChatPages: Record<(typeof STORY_CHAT_PAGES)[number], AdminPageComponent> = {
  'system-prompts': SystemPromptsPage,
  'chat-coupons': ChatCouponsPage,
  'chat-compile-manager': CompileManagerPage,
}
