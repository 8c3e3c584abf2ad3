/**
 * Live ads rows of the role × route matrix: the ad calls are admins' only; the served list
 * is open; counters for an ad nobody serves are a quiet 404 to everyone (the client ignores
 * counter failures). Lifecycle and counts: tests/http/liveads.http.test.ts.
 */
import { adminRoute, publicRoute, type RouteCase } from '../../support/authorization-matrix'

const NO_AD = 'a'.repeat(24)
const ad = { title: 'Matrix ad', mediaUrl: '/media/matrix-ad.mp4' }

export const liveadsMatrix: RouteCase[] = [
  { method: 'GET', path: '/live/admin/ads', expect: adminRoute(200) },
  {
    method: 'POST',
    path: '/live/admin/ad',
    request: () => ({ body: ad }),
    expect: adminRoute(200),
  },
  {
    method: 'POST',
    path: '/live/admin/ad/sync',
    note: 'an unknown ad',
    request: () => ({ body: { oid: NO_AD } }),
    expect: adminRoute(404),
  },
  {
    method: 'DELETE',
    path: '/live/admin/ad',
    note: 'an unknown ad',
    request: () => ({ body: { oid: NO_AD } }),
    expect: adminRoute(404),
  },
  { method: 'GET', path: '/live/ads', expect: publicRoute(200) },
  ...(['show', 'click', 'skip', 'complete', 'threshold-reached'] as const).map(
    (event): RouteCase => ({
      method: 'POST',
      path: `/live/ad/count/${event}`,
      note: 'an ad nobody serves',
      request: () => ({ body: { oid: NO_AD } }),
      expect: publicRoute(404),
    }),
  ),
]
