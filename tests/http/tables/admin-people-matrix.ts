import { adminRoute, type RouteCase } from '../../support/authorization-matrix'

const UNKNOWN = 'c'.repeat(24)

/** The admin area's people pages' routes in the role × route matrix. */
export const adminPeopleMatrix: RouteCase[] = [
  { method: 'GET', path: '/account/admin/newusers', expect: adminRoute(200) },
  { method: 'GET', path: '/account/admin/newusers?q=matrix', expect: adminRoute(200) },
  { method: 'GET', path: '/account/admin/unregister', expect: adminRoute(200) },
  { method: 'GET', path: '/account/admin/creators?q=matrix', expect: adminRoute(200) },
  {
    method: 'GET',
    path: `/account/admin/creator?oid=${UNKNOWN}`,
    note: 'an unknown account',
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/account/admin/unregister/confirm',
    note: 'an unknown account',
    request: () => ({ body: { userOid: UNKNOWN } }),
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/account/admin/unregister/stop',
    note: 'an unknown account',
    request: () => ({ body: { userOid: UNKNOWN } }),
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/account/admin/2fa/reset',
    note: 'an unknown account',
    request: () => ({ body: { userOid: UNKNOWN } }),
    expect: adminRoute(404),
  },
  {
    method: 'GET',
    path: `/account/admin/mail/audience?segment=user&userOid=${UNKNOWN}`,
    expect: adminRoute(200),
  },
  {
    method: 'POST',
    path: '/account/admin/mail',
    note: 'to an unknown account: nobody would receive it',
    request: () => ({
      body: {
        requestId: 'matrix-mail-1',
        segment: 'user',
        userOid: UNKNOWN,
        subject: 'Matrix',
        text: 'Matrix mail',
      },
    }),
    expect: adminRoute(400),
  },
]
