import type { TextResources } from '../../web/i18n'

/** One entry of the My Page menu; `href` null means not available yet. */
export interface MenuEntry {
  /** The entry's text: `myPage.<key>`. */
  key: keyof TextResources['player']['myPage']
  icon: string
  href: string | null
  /** The studio is its own app: a full page load. */
  external?: boolean
  creatorOnly?: boolean
  viewerOnly?: boolean
}

/** Icons are plain text symbols every system font has (no colour emoji). Document 1's My Page menu, in its order (Playlists and Subscriptions belong to later work). */
export const MY_PAGE_MENU: readonly MenuEntry[] = [
  { key: 'myChannel', icon: '▶', href: '/studio2/contents', external: true, creatorOnly: true },
  { key: 'applyCreator', icon: '✎', href: '/info/apply-creator', viewerOnly: true },
  { key: 'myInfo', icon: '☺', href: '/myinfo' },
  { key: 'myChats', icon: '☰', href: '/story/chats' },
  { key: 'liked', icon: '♥', href: '/mypage/liked' },
  { key: 'purchases', icon: '✓', href: '/mypage/purchases' },
  { key: 'playlists', icon: '≡', href: '/mypage/playlists' },
  { key: 'cart', icon: '⊞', href: '/mypage/cart' },
  { key: 'notifications', icon: '✉', href: '/mypage/notifications' },
  { key: 'help', icon: '?', href: '/info/help' },
  { key: 'recommended', icon: '★', href: '/p/asmr' },
  { key: 'events', icon: '✦', href: '/event' },
  { key: 'notice', icon: '⚑', href: '/mypage/notice' },
]
