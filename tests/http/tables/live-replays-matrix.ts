/**
 * Rows of the live schedules and replays. None of the matrix's users streams: writes are
 * refused to them (403), and an admin writing for a user who does not stream hears 404;
 * reads are open and quiet. A streamer against another's schedules and replays, and the
 * refusals by content: tests/http/live-schedules.http.test.ts and live-replays.test.ts.
 */
import { publicRoute, type RouteCase } from '../../support/authorization-matrix'

const NOBODY = 'e'.repeat(24)
const signedIn = (users: number, admin: number) => ({
  anonymous: 401,
  guest: 401,
  userA: users,
  userB: users,
  creator: users,
  admin,
})
const tomorrow = () => new Date(Date.now() + 24 * 3_600_000).toISOString()

export const liveReplaysMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/live/schedules',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: publicRoute(200),
  },
  {
    method: 'GET',
    path: '/live/schedule',
    note: 'quiet: null for nobody',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: publicRoute(200),
  },
  {
    method: 'POST',
    path: '/live/schedule',
    note: 'the livestreamer and admins (for livestreamers) only',
    request: (world) => ({
      body: { creatorOid: world.users.userA.oid, info: { title: 'Matrix', date: tomorrow() } },
    }),
    expect: signedIn(403, 404),
  },
  {
    method: 'DELETE',
    path: '/live/schedule',
    note: 'an unknown schedule is 404 to every signed-in caller',
    request: () => ({ body: { oid: NOBODY } }),
    expect: signedIn(404, 404),
  },
  {
    method: 'GET',
    path: '/live/replays',
    note: 'others see published replays only',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: publicRoute(200),
  },
  {
    method: 'DELETE',
    path: '/live/record',
    request: (world) => ({ body: { creatorOid: world.users.userA.oid, recordOid: NOBODY } }),
    expect: signedIn(403, 404),
  },
  {
    method: 'POST',
    path: '/live/record/upload',
    request: (world) => ({ body: { creatorOid: world.users.userA.oid, contentOid: NOBODY } }),
    expect: signedIn(403, 404),
  },
]
