import type { Context } from 'hono'
import type { AdminChangeNote, AppEnv, Role, SessionUser } from './env'
import { forbidden, unauthorized } from './errors'

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('auth').user
  if (!user) throw unauthorized()
  return user
}

export function hasRole(user: SessionUser | null, role: Role): boolean {
  return !!user && (user.roles.includes(role) || user.roles.includes('admin'))
}

/** Admin calls are decided by the stored role alone; the client's checkAdmin grants nothing. */
export function requireAdmin(c: Context<AppEnv>): SessionUser {
  const user = requireUser(c)
  if (!user.roles.includes('admin')) throw forbidden()
  c.set('adminActed', true)
  return user
}

/**
 * Describes the admin change this request makes for the audit log: what it is called, what
 * it changed, and the state before and after. Notes of one request add up.
 */
export function noteAdminChange(c: Context<AppEnv>, note: AdminChangeNote): void {
  c.set('adminActed', true)
  c.set('adminChange', { ...c.get('adminChange'), ...note })
}

/** A user or a guest (device id); guests may only use what the route allows them. */
export function requireUserOrGuest(c: Context<AppEnv>): {
  user: SessionUser | null
  guestDeviceId: string | null
} {
  const { user, guestDeviceId } = c.get('auth')
  if (!user && !guestDeviceId) throw unauthorized('Login required', 'LOGIN_REQUIRED')
  return { user, guestDeviceId }
}
