import { adminRoute, type RouteCase, userRoute } from '../../support/authorization-matrix'

const UNKNOWN = 'c'.repeat(24)
/** Signed-in callers who manage no channel are refused channel-manager mode. */
const managersOnly: RouteCase['expect'] = { ...userRoute(403) }

/** Channel-manager mode, invitations, shell notices and creator tags (docs/ACCOUNT-DETAILS.md). */
export const accountExtrasMatrix: RouteCase[] = [
  { method: 'GET', path: '/account/channel-manager', expect: managersOnly },
  {
    method: 'POST',
    path: '/account/channel-manager/password',
    request: () => ({
      body: { password: 'device123', passwordRepeat: 'device123', currentPassword: 'x' },
    }),
    expect: managersOnly,
  },
  {
    method: 'POST',
    path: '/account/channel-manager/mode',
    request: () => ({ body: { creatorOid: UNKNOWN, password: 'device123' } }),
    expect: managersOnly,
  },
  { method: 'DELETE', path: '/account/channel-manager/mode', expect: managersOnly },
  { method: 'GET', path: '/account/invitation', expect: userRoute(200) },
  { method: 'GET', path: '/account/shell-notices', expect: userRoute(200) },
  {
    method: 'POST',
    path: '/account/shell-notices/dismiss',
    request: () => ({ body: { notice: 'cherry-picker' } }),
    expect: userRoute(200),
  },
  {
    method: 'GET',
    path: `/account/admin/creator-tags?userOid=${UNKNOWN}`,
    note: 'an unknown account',
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/account/admin/creator-tags/add',
    note: 'an unknown account',
    request: () => ({ body: { userOid: UNKNOWN, tag: 'cherry-picker' } }),
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/account/admin/creator-tags/remove',
    note: 'a tag not set',
    request: () => ({ body: { userOid: UNKNOWN, tag: 'cherry-picker' } }),
    expect: adminRoute(404),
  },
]
