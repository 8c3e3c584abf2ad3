/**
 * Live application rows of the role × route matrix: a signed-in user reads their own
 * application, only creators apply (the admin holds every role), and the list and the
 * decisions are admins' only. One creator against another's: live-applications.http.test.ts.
 */
import { adminRoute, type RouteCase, userRoute } from '../../support/authorization-matrix'

const NOBODY = 'e'.repeat(24)

export const liveApplicationsMatrix: RouteCase[] = [
  { method: 'GET', path: '/live/application', expect: userRoute(200) },
  {
    method: 'POST',
    path: '/live/application',
    note: 'creators only',
    request: () => ({ body: { reason: 'Matrix streams of drawing.' } }),
    expect: { anonymous: 401, guest: 401, userA: 403, userB: 403, creator: 200, admin: 200 },
  },
  { method: 'GET', path: '/live/admin/applications', expect: adminRoute(200) },
  {
    method: 'POST',
    path: `/live/admin/application/${NOBODY}/approve`,
    note: 'no such application',
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: `/live/admin/application/${NOBODY}/refuse`,
    note: 'no such application',
    request: () => ({ body: {} }),
    expect: adminRoute(404),
  },
]
