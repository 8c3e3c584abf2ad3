/**
 * The auth layer's second half: a session opened by another credential than the password
 * (`RequestAuth.scope`) may call only what its scope's rule allows; anything else is refused
 * before any route runs. A full sign-in (scope null) passes untouched.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv, AppError, SessionScope, SessionUser } from '../../platform/http'

export interface SessionScopeRule {
  /** `path` is under `/api` (`/live/studio`). */
  allows(method: string, path: string, user: SessionUser): boolean
  /** The roles the session acts with (a narrower set than the account's). */
  rolesOf(user: SessionUser): SessionUser['roles']
  refusal(): AppError
}

export function sessionScopes(
  rules: Record<SessionScope, SessionScopeRule>,
): MiddlewareHandler<AppEnv> {
  return function scoped(c, next) {
    const auth = c.get('auth')
    if (!auth.scope || !auth.user) return next()
    const rule = rules[auth.scope]
    const path = c.req.path.replace(/^\/api(?=\/)/, '')
    if (!rule.allows(c.req.method, path, auth.user)) throw rule.refusal()
    c.set('auth', { ...auth, user: { ...auth.user, roles: rule.rolesOf(auth.user) } })
    return next()
  }
}
