import type { Language } from '../engine/i18n'
import { splitLanguagePrefix } from '../web/i18n'

export type PlayerRouteName = 'home' | 'myInfo' | 'passwordReset' | 'notFound'

export interface PlayerRoute {
  name: PlayerRouteName
  /** The language prefix of the address (`/ko/myinfo` → `ko`), kept on in-app links. */
  languagePrefix: Language | null
  /** Pages without the navigation bar (the spec's pwreset). */
  bare: boolean
}

const PAGES: Record<string, PlayerRouteName> = {
  '/': 'home',
  '/myinfo': 'myInfo',
  '/pwreset': 'passwordReset',
}

/** Maps an address to a player page; any unknown path is the not-found page. */
export function matchPlayerRoute(pathname: string): PlayerRoute {
  const { prefix, rest } = splitLanguagePrefix(pathname)
  const normalized = rest.length > 1 ? rest.replace(/\/+$/, '') : rest
  const name = PAGES[normalized] ?? 'notFound'
  return { name, languagePrefix: prefix, bare: name === 'passwordReset' }
}
