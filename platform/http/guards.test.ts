import type { Context } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv, RequestAuth, Role, SessionUser } from './env'
import { hasRole, requireAdmin, requireUser, requireUserOrGuest } from './guards'

const user = (...roles: Role[]): SessionUser => ({
  oid: 'a'.repeat(24),
  nickname: 'Someone',
  roles: ['user', ...roles],
  language: 'en',
  isAdult: false,
})

/** A request whose authentication found `auth`; what guards set on it is kept in `set`. */
const request = (auth: Partial<RequestAuth>, set: Record<string, unknown> = {}) =>
  ({
    get: (key: string) =>
      key === 'auth'
        ? { user: null, sessionId: null, scope: null, guestDeviceId: null, ...auth }
        : set[key],
    set: (key: string, value: unknown) => {
      set[key] = value
    },
  }) as unknown as Context<AppEnv>

/** The refusal `act` throws, as status, code and message. */
function refusal(act: () => unknown) {
  try {
    act()
  } catch (error) {
    const { status, code, message } = error as { status: number; code: string; message: string }
    return { status, code, message }
  }
  throw new Error('expected a refusal')
}

const signedOut = { status: 401, code: 'AUTHENTICATION_FAILED', message: 'Authentication failed' }

describe('role guards', () => {
  it('requireUser: the signed-in user, else 401', () => {
    const someone = user()
    expect(requireUser(request({ user: someone }))).toBe(someone)
    expect(refusal(() => requireUser(request({})))).toEqual(signedOut)
    // A guest is not a user.
    expect(refusal(() => requireUser(request({ guestDeviceId: 'g'.repeat(32) })))).toEqual(
      signedOut,
    )
  })

  it('hasRole: the role itself, or admin for every role; nobody signed out', () => {
    expect(hasRole(null, 'user')).toBe(false)
    expect(hasRole(user(), 'user')).toBe(true)
    expect(hasRole(user(), 'creator')).toBe(false)
    expect(hasRole(user('creator'), 'creator')).toBe(true)
    expect(hasRole(user('creator'), 'livestreamer')).toBe(false)
    expect(hasRole(user('livestreamer'), 'admin')).toBe(false)
    for (const role of ['creator', 'livestreamer', 'channelManager', 'admin'] as const)
      expect(hasRole(user('admin'), role)).toBe(true)
  })

  it('requireAdmin: the stored admin role only; 401 signed out, 403 for anyone else', () => {
    const admin = user('admin')
    const marks: Record<string, unknown> = {}
    expect(requireAdmin(request({ user: admin }, marks))).toBe(admin)
    // An admin's rights were used: a change this request makes goes to the audit log.
    expect(marks.adminActed).toBe(true)
    expect(refusal(() => requireAdmin(request({})))).toEqual(signedOut)
    for (const roles of [[], ['creator'], ['livestreamer', 'channelManager']] as Role[][]) {
      const refused: Record<string, unknown> = {}
      expect(refusal(() => requireAdmin(request({ user: user(...roles) }, refused)))).toEqual({
        status: 403,
        code: 'FORBIDDEN',
        message: 'Permission denied',
      })
      expect(refused.adminActed).toBeUndefined()
    }
  })

  it('requireUserOrGuest: a user or a guest device, else 401 "Login required"', () => {
    const someone = user()
    const device = 'g'.repeat(32)
    expect(requireUserOrGuest(request({ user: someone }))).toEqual({
      user: someone,
      guestDeviceId: null,
    })
    expect(requireUserOrGuest(request({ guestDeviceId: device }))).toEqual({
      user: null,
      guestDeviceId: device,
    })
    expect(requireUserOrGuest(request({ user: someone, guestDeviceId: device }))).toEqual({
      user: someone,
      guestDeviceId: device,
    })
    expect(refusal(() => requireUserOrGuest(request({})))).toEqual({
      status: 401,
      code: 'LOGIN_REQUIRED',
      message: 'Login required',
    })
  })
})
