/**
 * Analytics rows of the role × route matrix: anyone may send an event (visitors' page loads
 * count too); what is stored depends on the caller, never on fields naming someone else.
 */
import { publicRoute, type RouteCase } from '../../support/authorization-matrix'

const days = { startDate: '2026-11-01', endDate: '2026-11-30' }

export const analyticsMatrix: RouteCase[] = [
  {
    method: 'POST',
    path: '/mixpanel/track',
    request: () => ({ body: { event: 'page_view', properties: { path: '/' } } }),
    expect: publicRoute(200),
  },
  {
    method: 'POST',
    path: '/mixpanel/track',
    note: 'oversized properties',
    request: () => ({ body: { event: 'page_view', properties: { text: 'x'.repeat(5000) } } }),
    expect: publicRoute(413),
  },
  {
    method: 'GET',
    path: '/mixpanel/creator/page-views',
    note: "the caller's own contents only",
    request: () => ({ query: days }),
    expect: { anonymous: 401, guest: 401, userA: 403, userB: 403, creator: 200, admin: 200 },
  },
]
