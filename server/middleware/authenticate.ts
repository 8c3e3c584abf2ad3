import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv, SessionScope, SessionUser } from '../../platform/http'

export type SessionResolver = (
  token: string,
) => Promise<{ user: SessionUser; sessionId: string; scope?: SessionScope | null } | null>

export const GUEST_DEVICE_COOKIE = 'tl_guest_device'
const GUEST_DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/

/**
 * Resolves the Authorization token to a user, and the guest device id (header or
 * cookie) to a guest. An unknown or expired token leaves the request anonymous;
 * routes that need a user answer 401 themselves.
 */
export function authenticate(resolveSession: SessionResolver): MiddlewareHandler<AppEnv> {
  return function authenticated(c, next) {
    // From the header, not the body: the body's ceiling depends on who is calling.
    const token = bearerToken(c.req.header('authorization'))
    // No token, no look-up and no promise to wait on: most anonymous calls end here.
    if (!token) {
      setAuth(c, null)
      return next()
    }
    return resolveSession(token).then((session) => {
      setAuth(c, session)
      return next()
    })
  }
}

function setAuth(c: Context<AppEnv>, session: Awaited<ReturnType<SessionResolver>>) {
  const device = c.req.header('guest-device-id') ?? getCookie(c, GUEST_DEVICE_COOKIE) ?? null
  c.set('auth', {
    user: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    // What a session another credential opened may do: ./session-scope.ts decides.
    scope: session?.scope ?? null,
    guestDeviceId: device && GUEST_DEVICE_ID.test(device) ? device : null,
  })
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null
  const token = header.startsWith('Bearer ') ? header.slice(7) : header
  return token.length > 0 && token.length <= 256 ? token.trim() : null
}
