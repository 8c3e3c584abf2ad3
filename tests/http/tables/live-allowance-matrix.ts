/**
 * Rows of the broadcast allowance, the home list, thumbnail uploads and `/live/user`. None
 * of the matrix's users streams: studios refuse them (403), and an admin reaching a user
 * who does not stream hears 404. A streamer against another's studio and the refusals by
 * content: tests/http/live-allowance.http.test.ts.
 */
import { solidPng } from '../../../platform/assets/testing'
import { publicRoute, type RouteCase } from '../../support/authorization-matrix'

const signedIn = (users: number, admin: number) => ({
  anonymous: 401,
  guest: 401,
  userA: users,
  userB: users,
  creator: users,
  admin,
})

export const liveAllowanceMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/live/allowance',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: signedIn(403, 404),
  },
  { method: 'GET', path: '/live/home', expect: publicRoute(200) },
  {
    method: 'POST',
    path: '/live/thumbnail',
    note: 'upload',
    request: (world) => ({
      query: { creatorOid: world.users.userA.oid },
      rawBody: { bytes: solidPng(8, 8, [1, 2, 3]), contentType: 'image/png' },
    }),
    expect: signedIn(403, 404),
  },
  {
    method: 'GET',
    path: `/live/thumbnail/${'0'.repeat(64)}`,
    note: 'an unknown image',
    expect: publicRoute(404),
  },
  {
    method: 'GET',
    path: '/live/user',
    note: 'quiet',
    request: (world) => ({ query: { userOid: world.users.userB.oid } }),
    expect: publicRoute(200),
  },
]
