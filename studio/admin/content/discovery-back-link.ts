import { adminPath, matchAdminRoute } from '../admin-paths'

/**
 * Where a setting page's back link goes: the previous path `pp` when it is a page of the admin
 * area on this site (its query kept), else the fallback page. Nothing else is followed, so a
 * crafted link cannot send an admin elsewhere.
 */
export function backLinkOf(pp: string | null, fallback = adminPath('search-category')): string {
  if (!pp?.startsWith('/') || pp.startsWith('//') || pp.includes('\\')) return fallback
  let url: URL
  try {
    url = new URL(pp, 'http://admin.invalid')
  } catch {
    return fallback
  }
  if (url.origin !== 'http://admin.invalid') return fallback
  const route = matchAdminRoute(url.pathname)
  if (!route || route.page === 'notFound') return fallback
  return `${url.pathname}${url.search}`
}
