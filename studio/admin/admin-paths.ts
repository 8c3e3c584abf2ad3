import { splitLanguagePrefix, withLanguagePrefix } from '../../web/i18n'
import { CONTENT_CURATION_PAGES, CONTENT_OPERATIONS_PAGES } from './content/paths'
import { ADMIN_LIVE_SECTIONS, type AdminLiveSection, LIVE_PAGES } from './live/paths'
import { MACHINERY_PAGES } from './machinery/paths'
import { MONEY_PAGES } from './money/paths'
import { PEOPLE_PAGES } from './people/paths'
import { STORY_CHAT_PAGES } from './story-chat/paths'
import { ADMIN_SUB_PAGES } from './sub-pages'

export { ADMIN_LIVE_SECTIONS, type AdminLiveSection }

/**
 * The admin area's pages by group, in menu order (docs/ADMIN.md): each is
 * `/studio2/admin/{page}`; the live tools keep their sections under `live/`. Each group's
 * list lives in its own folder's `paths.ts`.
 */
export const ADMIN_GROUPS = {
  people: PEOPLE_PAGES,
  money: MONEY_PAGES,
  content: [...CONTENT_CURATION_PAGES, ...CONTENT_OPERATIONS_PAGES],
  storyChat: STORY_CHAT_PAGES,
  live: [...ADMIN_LIVE_SECTIONS.map((section) => `live/${section}` as const), ...LIVE_PAGES],
  machinery: MACHINERY_PAGES,
} as const

export type AdminGroup = keyof typeof ADMIN_GROUPS
export type AdminMenuPage =
  | (typeof PEOPLE_PAGES)[number]
  | (typeof MONEY_PAGES)[number]
  | (typeof CONTENT_CURATION_PAGES)[number]
  | (typeof CONTENT_OPERATIONS_PAGES)[number]
  | (typeof STORY_CHAT_PAGES)[number]
  | (typeof LIVE_PAGES)[number]
  | (typeof MACHINERY_PAGES)[number]
export type AdminSubPage = (typeof ADMIN_SUB_PAGES)[number]
export type AdminPage = AdminMenuPage | AdminSubPage

export type AdminRoute =
  | { page: 'live'; section: AdminLiveSection }
  | { page: AdminMenuPage }
  | { page: AdminSubPage; param: string }
  | { page: 'notFound' }

const MENU_PAGES: readonly string[] = [
  ...PEOPLE_PAGES,
  ...MONEY_PAGES,
  ...CONTENT_CURATION_PAGES,
  ...CONTENT_OPERATIONS_PAGES,
  ...STORY_CHAT_PAGES,
  ...LIVE_PAGES,
  ...MACHINERY_PAGES,
]
const SUB_PAGES: readonly string[] = ADMIN_SUB_PAGES

/**
 * The spec's names of pages this area keeps under another path (docs/ADMIN.md): an address
 * written with the spec's name opens the same page.
 */
export const SPEC_PAGE_NAMES: Record<string, AdminRoute> = {
  'queue-monitor': { page: 'queues' },
  'tts-voices': { page: 'live', section: 'voices' },
  livead: { page: 'live', section: 'ads' },
  'taleloom-stream': { page: 'live', section: 'streams' },
}

/** Which admin page a path shows, or null when the path is not the admin area's. */
export function matchAdminRoute(pathname: string): AdminRoute | null {
  const { rest } = splitLanguagePrefix(pathname)
  const match = /^\/studio2\/admin(?:\/(.*?))?\/?$/.exec(rest)
  if (!match) return null
  const path = match[1] ?? 'system-prompts'
  if (path === 'live') return { page: 'live', section: 'streams' }
  const live = /^live\/([^/]+)$/.exec(path)
  if (live)
    return (ADMIN_LIVE_SECTIONS as readonly string[]).includes(live[1]!)
      ? { page: 'live', section: live[1] as AdminLiveSection }
      : { page: 'notFound' }
  if (MENU_PAGES.includes(path)) return { page: path as AdminMenuPage }
  if (Object.hasOwn(SPEC_PAGE_NAMES, path)) return SPEC_PAGE_NAMES[path]!
  const sub = /^([^/]+)\/([^/]+)$/.exec(path)
  if (sub && SUB_PAGES.includes(sub[1]!))
    return { page: sub[1] as AdminSubPage, param: decodeURIComponent(sub[2]!) }
  return { page: 'notFound' }
}

/** The path of an admin page (`system-prompts`, `live/ads`), in the current language. */
export function adminPath(page: string): string {
  const { prefix } = splitLanguagePrefix(globalThis.location?.pathname ?? '/')
  return withLanguagePrefix(`/studio2/admin/${page}`, prefix)
}

export function adminLivePath(section: AdminLiveSection): string {
  return adminPath(`live/${section}`)
}

/** The menu key of the page a route shows (`live/ads` for a live section). */
export function adminRouteKey(route: AdminRoute): string {
  return route.page === 'live' ? `live/${route.section}` : route.page
}
