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
  {
    method: 'GET',
    path: `/account/admin/push/audience?segment=user&userOid=${UNKNOWN}`,
    expect: adminRoute(200),
  },
  {
    method: 'POST',
    path: '/account/admin/push',
    note: 'to an unknown account: nobody would receive it',
    request: () => ({
      body: {
        requestId: 'matrix-push-1',
        segment: 'user',
        userOid: UNKNOWN,
        title: 'Matrix',
        body: 'Matrix push',
      },
    }),
    expect: adminRoute(400),
  },
  { method: 'GET', path: '/account/admin/pushes?q=matrix', expect: adminRoute(200) },
  {
    method: 'GET',
    path: `/account/admin/notifications?userOid=${UNKNOWN}`,
    expect: adminRoute(200),
  },
  {
    method: 'GET',
    path: `/account/admin/notification?oid=${UNKNOWN}`,
    note: 'an unknown notification',
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/account/admin/notification/resend',
    note: 'an unknown notification',
    request: () => ({ body: { requestId: 'matrix-resend-1', notificationOid: UNKNOWN } }),
    expect: adminRoute(404),
  },
  { method: 'GET', path: '/account/admin/channel-managers?q=matrix', expect: adminRoute(200) },
  {
    method: 'POST',
    path: '/account/admin/channel-managers/assign',
    note: 'an unknown account',
    request: () => ({ body: { managerOid: UNKNOWN, creatorOid: UNKNOWN } }),
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/account/admin/channel-managers/remove',
    note: 'a channel the account does not manage',
    request: () => ({ body: { managerOid: UNKNOWN, creatorOid: UNKNOWN } }),
    expect: adminRoute(404),
  },
  {
    method: 'GET',
    path: `/account/admin/channel/settings?creatorOid=${UNKNOWN}`,
    note: 'an unknown creator',
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/account/admin/channel/settings',
    note: 'an unknown creator',
    request: () => ({ body: { creatorOid: UNKNOWN, intro: 'Matrix' } }),
    expect: adminRoute(404),
  },
]
