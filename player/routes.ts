import type { Language } from '../engine/i18n'
import { splitLanguagePrefix } from '../web/i18n'

/**
 * The player's pages. Each name maps to one lazily loaded page component in
 * `PlayerApp.tsx` and to a document-title key in `shell/use-page-focus.ts`.
 */
export type PlayerRouteName =
  | 'home'
  | 'search'
  | 'story'
  | 'storyWait'
  | 'myChats'
  | 'promptLog'
  | 'chat'
  | 'characterMemories'
  | 'myInfo'
  | 'adultVerify'
  | 'yotiCallback'
  | 'passwordReset'
  | 'charge'
  | 'chargeSuccess'
  | 'chargeFail'
  | 'chargeDummy'
  | 'chargeRegistration'
  | 'play'
  | 'realplay'
  | 'scenario'
  | 'multiplay'
  | 'shelf'
  | 'illegalDownloader'
  | 'myPage'
  | 'liked'
  | 'purchases'
  | 'cart'
  | 'playlists'
  | 'playlist'
  | 'notifications'
  | 'notices'
  | 'events'
  | 'eventRecommendation'
  | 'event'
  | 'info'
  | 'channel'
  | 'creatorHome'
  | 'subscribeSuccess'
  | 'subscribeFail'
  | 'live'
  | 'overlay'
  | 'directChat'
  | 'directChatSettings'
  | 'directChatRoom'
  | 'notFound'

export interface PlayerRoute {
  name: PlayerRouteName
  /** Path parameters by name (`/story/:contentOid` → `{ contentOid }`), already URI-decoded. */
  params: Record<string, string>
  /** The language prefix of the address (`/ko/myinfo` → `ko`), kept on in-app links. */
  languagePrefix: Language | null
  /** Pages without the navigation bar (the spec's pwreset). */
  bare: boolean
}

interface RouteEntry {
  name: PlayerRouteName
  /** Segments; `:name` captures one segment, `:name?` an optional last one. */
  pattern: string
  bare?: boolean
  /** Fixed parameters of a pattern without captures (the category shelves). */
  fixed?: Record<string, string>
}

/** First match wins; keep more specific patterns above the general ones. */
const ROUTES: readonly RouteEntry[] = [
  { name: 'home', pattern: '/' },
  { name: 'search', pattern: '/search' },
  { name: 'storyWait', pattern: '/story' },
  { name: 'promptLog', pattern: '/story/promptlog/:roomOid' },
  // My chats; `?story=` keeps one story's chats.
  { name: 'myChats', pattern: '/story/chats' },
  { name: 'chat', pattern: '/story/:contentOid/c/:chatRoomOid?' },
  // What a story's character remembers about the fan (docs/CHARACTER-DM.md).
  { name: 'characterMemories', pattern: '/story/:contentOid/memories' },
  { name: 'story', pattern: '/story/:contentOid' },
  { name: 'myInfo', pattern: '/myinfo' },
  // Adult verification through Yoti, and Yoti's return with the result (spec §2).
  { name: 'adultVerify', pattern: '/register/adultverify' },
  { name: 'yotiCallback', pattern: '/yoti-callback' },
  { name: 'passwordReset', pattern: '/pwreset', bare: true },
  { name: 'charge', pattern: '/charge' },
  { name: 'chargeSuccess', pattern: '/charge/success' },
  { name: 'chargeFail', pattern: '/charge/fail' },
  // The spec's other payment landings: two more success addresses (the same result page),
  // the waiting page, and the card registration results.
  { name: 'chargeSuccess', pattern: '/charge/success2' },
  { name: 'chargeSuccess', pattern: '/charge/success/new' },
  { name: 'chargeDummy', pattern: '/charge/dummy' },
  { name: 'chargeRegistration', pattern: '/charge/registrationok', fixed: { result: 'ok' } },
  { name: 'chargeRegistration', pattern: '/charge/registrationfail', fixed: { result: 'fail' } },
  { name: 'play', pattern: '/play/:contentOid' },
  { name: 'realplay', pattern: '/realplay/:contentOid' },
  // A scenario played alone, and together in a room (`?room=`) whose members vote.
  { name: 'scenario', pattern: '/scenario/:scenarioOid' },
  { name: 'multiplay', pattern: '/multiplay/:scenarioOid' },
  { name: 'shelf', pattern: '/p/audio-drama', fixed: { shelf: 'audio-drama' } },
  { name: 'shelf', pattern: '/p/asmr', fixed: { shelf: 'asmr' } },
  { name: 'shelf', pattern: '/p/realplay', fixed: { shelf: 'realplay' } },
  { name: 'shelf', pattern: '/p/anime', fixed: { shelf: 'anime' } },
  { name: 'shelf', pattern: '/p/bl', fixed: { shelf: 'bl' } },
  { name: 'shelf', pattern: '/p/draw', fixed: { shelf: 'draw' } },
  { name: 'shelf', pattern: '/p/japan', fixed: { shelf: 'japan' } },
  { name: 'illegalDownloader', pattern: '/illegal-downloader' },
  { name: 'myPage', pattern: '/mypage' },
  { name: 'liked', pattern: '/mypage/liked' },
  { name: 'purchases', pattern: '/mypage/purchases' },
  { name: 'cart', pattern: '/mypage/cart' },
  { name: 'playlists', pattern: '/mypage/playlists' },
  { name: 'playlist', pattern: '/mypage/playlists/:playlistOid' },
  { name: 'notifications', pattern: '/mypage/notifications' },
  { name: 'notices', pattern: '/mypage/notice' },
  { name: 'events', pattern: '/event' },
  { name: 'eventRecommendation', pattern: '/event/recommendation' },
  { name: 'event', pattern: '/event/:eventOid' },
  { name: 'info', pattern: '/info/:topic' },
  { name: 'channel', pattern: '/c/:customUrl' },
  { name: 'creatorHome', pattern: '/creatorhome/:creatorOid' },
  { name: 'subscribeSuccess', pattern: '/subscribe/success' },
  { name: 'subscribeFail', pattern: '/subscribe/fail' },
  // The livestream page guard resolves a custom URL or an oid (platform/live).
  { name: 'live', pattern: '/live/:creator' },
  // The streamer's alert overlay for OBS: no shell, a transparent page.
  { name: 'overlay', pattern: '/overlay/:creatorOid', bare: true },
  // Direct chat (spec §2 "chat"): beside story chat's `/story/…`, no path shared.
  { name: 'directChat', pattern: '/chat' },
  { name: 'directChatSettings', pattern: '/chat/settings' },
  { name: 'directChatRoom', pattern: '/chat/:roomId' },
]

/** Maps an address to a player page; any unknown path is the not-found page. */
export function matchPlayerRoute(pathname: string): PlayerRoute {
  const { prefix, rest } = splitLanguagePrefix(pathname)
  const normalized = rest.length > 1 ? rest.replace(/\/+$/, '') : rest
  for (const entry of ROUTES) {
    const params = matchPattern(entry.pattern, normalized)
    if (params)
      return {
        name: entry.name,
        params: { ...params, ...entry.fixed },
        languagePrefix: prefix,
        bare: entry.bare ?? false,
      }
  }
  return { name: 'notFound', params: {}, languagePrefix: prefix, bare: false }
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean)
  const actual = path.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  if (actual.length > wanted.length) return null
  for (let index = 0; index < wanted.length; index++) {
    const part = wanted[index] as string
    const value = actual[index]
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      const name = part.slice(1, optional ? -1 : undefined)
      if (value === undefined) {
        if (optional && index === wanted.length - 1) continue
        return null
      }
      try {
        params[name] = decodeURIComponent(value)
      } catch {
        return null
      }
    } else if (part !== value) {
      return null
    }
  }
  return params
}
