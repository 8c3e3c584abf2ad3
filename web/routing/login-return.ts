import type { Language } from '../../engine/i18n'
import { withLanguagePrefix } from '../i18n/language-path'

/**
 * The studio sends a signed-out writer to the player's login box with the page to come
 * back to: `/?login=1&next=/studio2`. Only studio pages of this site are accepted as
 * `next`, so the link cannot send anyone elsewhere after they log in.
 */
const LOGIN_PARAM = 'login'
const NEXT_PARAM = 'next'
const STUDIO_PATH =
  /^(?:\/(?:en|ko|jp|es))?(?:\/studio2(?:\/[A-Za-z0-9_-]+)*|\/story\/setup\/[0-9a-f]{24}|\/story\/[0-9a-f]{24}\/canvas)\/?$/

/** Whether `path` is a studio page of this site (no scheme, host, query or dot segment). */
export function isStudioReturnPath(path: string): boolean {
  return STUDIO_PATH.test(path)
}

/** The player's address that opens the login box and comes back to `returnTo` afterwards. */
export function loginUrl(returnTo: string, language: Language | null): string {
  const query = new URLSearchParams({ [LOGIN_PARAM]: '1', [NEXT_PARAM]: returnTo })
  return `${withLanguagePrefix('/', language)}?${query}`
}

/**
 * What a player address asks of the login box: open it (`login=1`), and where to go after
 * signing in (`next`, kept only when it is a studio page). Null when it asks nothing.
 */
export function readLoginRequest(search: string): { returnTo: string | null } | null {
  const query = new URLSearchParams(search)
  if (query.get(LOGIN_PARAM) !== '1') return null
  const next = query.get(NEXT_PARAM)
  return { returnTo: next && isStudioReturnPath(next) ? next : null }
}

/** `search` without the login request, for replacing the address once it is read. */
export function withoutLoginRequest(search: string): string {
  const query = new URLSearchParams(search)
  query.delete(LOGIN_PARAM)
  query.delete(NEXT_PARAM)
  const rest = query.toString()
  return rest ? `?${rest}` : ''
}
