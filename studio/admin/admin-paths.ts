import { splitLanguagePrefix, withLanguagePrefix } from '../../web/i18n'

/** The admins' live tools under `/studio2/admin/live/{section}`, in menu order. */
export const ADMIN_LIVE_SECTIONS = ['streams', 'applications', 'ads', 'voices'] as const
export type AdminLiveSection = (typeof ADMIN_LIVE_SECTIONS)[number]

/**
 * The admin area's pages by group, in menu order (docs/ADMIN.md): each is
 * `/studio2/admin/{page}`; the live tools keep their sections under `live/`.
 */
export const ADMIN_GROUPS = {
  people: ['users', 'bonuscoins'],
  money: ['check-settlement'],
  storyChat: ['system-prompts', 'chat-coupons', 'chat-compile-manager'],
  live: ADMIN_LIVE_SECTIONS.map((section) => `live/${section}` as const),
  machinery: ['queues', 'audit-log'],
} as const

export type AdminGroup = keyof typeof ADMIN_GROUPS
export type AdminPage =
  | 'users'
  | 'bonuscoins'
  | 'check-settlement'
  | 'system-prompts'
  | 'chat-coupons'
  | 'chat-compile-manager'
  | 'queues'
  | 'audit-log'

export type AdminRoute =
  | { page: 'live'; section: AdminLiveSection }
  | { page: AdminPage }
  | { page: 'notFound' }

const PAGES: readonly string[] = [
  ...ADMIN_GROUPS.people,
  ...ADMIN_GROUPS.money,
  ...ADMIN_GROUPS.storyChat,
  ...ADMIN_GROUPS.machinery,
]

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
  return PAGES.includes(path) ? { page: path as AdminPage } : { page: 'notFound' }
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
