/**
 * Stream service rows of the role × route matrix: every call is admins' only. Lists answer
 * admins; calls naming nobody are the admin's 404s. Lifecycle: tests/http/streams-admin.http.test.ts.
 */
import { adminRoute, type RouteCase } from '../../support/authorization-matrix'

const NOBODY = 'e'.repeat(24)

export const streamsMatrix: RouteCase[] = [
  { method: 'GET', path: '/stream/streams', expect: adminRoute(200) },
  { method: 'GET', path: '/stream/streamers', expect: adminRoute(200) },
  {
    method: 'POST',
    path: '/stream/start',
    note: 'a user who does not stream',
    request: (world) => ({ body: { creatorOid: world.users.userA.oid } }),
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: `/stream/${NOBODY}/stop`,
    note: 'no such stream',
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/stream/streamer/add',
    note: 'nobody',
    request: () => ({ body: { creatorOid: NOBODY } }),
    expect: adminRoute(404),
  },
  {
    method: 'DELETE',
    path: `/stream/streamer/${NOBODY}`,
    note: 'nobody',
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/stream/whitelist/decrypt',
    note: 'not a sealed whitelist',
    request: () => ({ body: { whitelist: 'wl1.AAAA' } }),
    expect: adminRoute(400),
  },
]
