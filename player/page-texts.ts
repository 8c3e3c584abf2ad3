import type { TextNamespace } from '../web/i18n'
import type { PlayerRouteName } from './routes'

type PlayerNamespace = Extract<TextNamespace, 'player' | 'chat' | 'live' | 'dm'>

// Module constants: each page keeps one array, so `useTranslation` sees the same list.
const PLAYER = ['player'] as const
const WITH_CHAT = ['player', 'chat'] as const
const WITH_LIVE = ['player', 'live'] as const
const WITH_DM = ['player', 'dm'] as const

const FEATURE_PAGES: Partial<Record<PlayerRouteName, readonly PlayerNamespace[]>> = {
  storyWait: WITH_CHAT,
  myChats: WITH_CHAT,
  promptLog: WITH_CHAT,
  chat: WITH_CHAT,
  live: WITH_LIVE,
  overlay: WITH_LIVE,
  // The channel page has a Replay tab.
  channel: WITH_LIVE,
  creatorHome: WITH_LIVE,
  directChat: WITH_DM,
  directChatSettings: WITH_DM,
  directChatRoom: WITH_DM,
}

/**
 * The text namespaces a player page shows, beyond `common` and `errors`: the player's
 * own (the shell, the login and subscribe dialogs) and a feature's (chat, live). The app
 * loads them before it draws the page, so no raw key shows.
 */
export function pageTexts(route: PlayerRouteName): readonly PlayerNamespace[] {
  return FEATURE_PAGES[route] ?? PLAYER
}
