import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import {
  type AppEnv,
  noteAdminChange,
  readBody,
  readQuery,
  requireAdmin,
  requireUser,
} from '../../http'
import {
  adminUserQuery,
  adminUserSearch,
  guestFreeChatsRequest,
  liftSuspensionRequest,
  setRolesRequest,
  suspendRequest,
} from '../contract'
import { ACCOUNT_ERRORS } from '../errors'
import type { AccountsService } from '../service'

/** Same name the server's authenticate middleware reads. */
export const GUEST_DEVICE_COOKIE = 'tl_guest_device'
/**
 * Asked for: two years. Browsers cap cookie lifetimes at 400 days (RFC 6265bis) and Hono
 * refuses longer ones, so the cookie lives 400 days and every POST /guest renews it; the
 * client's local-storage mirror carries the id beyond that.
 */
const GUEST_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60

/** Guest device ids and free chats, and the admin calls of this area. */
export function guestAndAdminRoutes(service: AccountsService, publicUrl: string): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  const secure = publicUrl.startsWith('https:')

  routes.post('/guest', async (c) => {
    const status = await service.ensureGuest(c.get('auth').guestDeviceId, c.get('common').ip)
    // Readable by scripts on purpose: the client mirrors the id into local storage.
    setCookie(c, GUEST_DEVICE_COOKIE, status.guestDeviceId, {
      path: '/',
      maxAge: GUEST_COOKIE_MAX_AGE_SECONDS,
      sameSite: 'Lax',
      httpOnly: false,
      secure,
    })
    return c.json(status)
  })
  routes.get('/guest/status', async (c) => {
    const deviceId = c.get('auth').guestDeviceId
    if (!deviceId) throw ACCOUNT_ERRORS.guestRequired()
    return c.json(await service.guestStatus(deviceId))
  })

  routes.post('/admin/guest-free-chats', async (c) => {
    requireAdmin(c)
    const { count } = readBody(c, guestFreeChatsRequest)
    return c.json(await service.setGuestFreeChats(count))
  })
  routes.get('/admin/users', async (c) => {
    requireAdmin(c)
    const { q } = readQuery(c, adminUserSearch)
    return c.json({ users: await service.searchUsers(q) })
  })
  routes.get('/admin/user', async (c) => {
    requireAdmin(c)
    const { oid } = readQuery(c, adminUserQuery)
    const user = await service.adminUserDetail(oid)
    if (!user) throw ACCOUNT_ERRORS.userNotFound()
    return c.json({ user })
  })
  routes.post('/admin/suspend', async (c) => {
    requireAdmin(c)
    const { userOid, reason } = readBody(c, suspendRequest)
    const user = await service.adminUserDetail(userOid)
    if (!user) throw ACCOUNT_ERRORS.userNotFound()
    const suspension = await service.suspendAndSignOut(userOid, reason)
    noteAdminChange(
      c,
      user.suspension
        ? { unchanged: true }
        : {
            action: 'account.suspend',
            target: { kind: 'user', oid: userOid },
            before: { suspension: null },
            after: { suspension: { reason: suspension.reason } },
            reason,
          },
    )
    return c.json({
      suspension: { reason: suspension.reason, suspendedAt: suspension.suspendedAt.toISOString() },
    })
  })
  routes.post('/admin/unsuspend', async (c) => {
    requireAdmin(c)
    const { userOid } = readBody(c, liftSuspensionRequest)
    const before = await service.suspension(userOid)
    const lifted = await service.liftSuspension(userOid)
    noteAdminChange(
      c,
      lifted
        ? {
            action: 'account.lift-suspension',
            target: { kind: 'user', oid: userOid },
            before: { suspension: before ? { reason: before.reason } : null },
            after: { suspension: null },
          }
        : { unchanged: true },
    )
    return c.json({ lifted })
  })
  routes.post('/admin/roles', async (c) => {
    const actor = requireUser(c)
    requireAdmin(c)
    const { userOid, roles } = readBody(c, setRolesRequest)
    const before = await service.adminUserDetail(userOid)
    const saved = await service.setRoles(actor, userOid, roles)
    noteAdminChange(c, {
      action: 'account.roles',
      target: { kind: 'user', oid: userOid },
      before: { roles: before?.roles ?? [] },
      after: { roles: saved.roles },
    })
    return c.json(saved)
  })
  return routes
}
