import { splitLanguagePrefix, withLanguagePrefix } from '../../web/i18n'

/** The admins' live tools under `/studio2/admin/live/{section}`, in menu order. */
export const ADMIN_LIVE_SECTIONS = ['streams', 'applications', 'ads', 'voices'] as const
export type AdminLiveSection = (typeof ADMIN_LIVE_SECTIONS)[number]

export type AdminRoute = { page: 'live'; section: AdminLiveSection } | { page: 'notFound' }

/** Which admin page a path shows, or null when the path is not the admin tools'. */
export function matchAdminRoute(pathname: string): AdminRoute | null {
  const { rest } = splitLanguagePrefix(pathname)
  const match = /^\/studio2\/admin(?:\/live(?:\/([^/]+))?)?\/?$/.exec(rest)
  if (!match) return rest.startsWith('/studio2/admin/') ? { page: 'notFound' } : null
  const section = match[1] ?? 'streams'
  return (ADMIN_LIVE_SECTIONS as readonly string[]).includes(section)
    ? { page: 'live', section: section as AdminLiveSection }
    : { page: 'notFound' }
}

export function adminLivePath(section: AdminLiveSection): string {
  const { prefix } = splitLanguagePrefix(globalThis.location?.pathname ?? '/')
  return withLanguagePrefix(`/studio2/admin/live/${section}`, prefix)
}
