/**
 * Live entry-rule rows of the role × route matrix: the studio's entry condition is the
 * livestreamer's own (none of the matrix's users streams, so each is refused; admins reach
 * every studio, here one of a user who does not stream: 404). Gates: live-entry-rules.test.ts.
 */
import type { RouteCase } from '../../support/authorization-matrix'

const signedIn = (users: number, admin: number) => ({
  anonymous: 401,
  guest: 401,
  userA: users,
  userB: users,
  creator: users,
  admin,
})

export const liveEntryMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/live/entry',
    note: "a livestreamer's own entry condition; admins: 404 for one who does not stream",
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: signedIn(403, 404),
  },
  {
    method: 'POST',
    path: '/live/entry',
    note: 'the same for setting it',
    request: (world) => ({
      body: { creatorOid: world.users.userA.oid, entry: { mode: 'signedIn' } },
    }),
    expect: signedIn(403, 404),
  },
]
