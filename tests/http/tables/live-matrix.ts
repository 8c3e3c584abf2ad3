/**
 * Live rows of the role × route matrix. Keys and studios are livestreamers' own (none of
 * the matrix's users streams, so each is refused; admins reach every studio, here one of
 * a user who does not stream); reads and key verification are open and answer the same
 * to everyone. One streamer against another's studio: tests/http/live-studio.http.test.ts.
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
const info = {
  title: 'Matrix live',
  thumbnail: 'https://cdn.example.com/t.png',
  date: '2026-11-26T20:00:00.000Z',
}

export const liveMatrix: RouteCase[] = [
  { method: 'GET', path: '/live/key2', expect: signedIn(403, 403) },
  { method: 'POST', path: '/live/key2', note: 'regenerate', expect: signedIn(403, 403) },
  {
    method: 'POST',
    path: '/live/keyverification',
    note: 'a wrong key is refused to everyone',
    request: () => ({ body: { creatorOid: NOBODY, key: `lk_${'a'.repeat(43)}`, call: 'publish' } }),
    expect: publicRoute(403),
  },
  {
    method: 'GET',
    path: '/live/stream',
    note: 'quiet: null for a creator who does not stream',
    request: () => ({ query: { creatorOid: NOBODY } }),
    expect: publicRoute(200),
  },
  {
    method: 'GET',
    path: '/live/play',
    request: () => ({ query: { creatorOid: NOBODY } }),
    expect: publicRoute(404),
  },
  {
    method: 'GET',
    path: '/live/play',
    note: "'creatorOid is required'",
    request: () => ({ query: { creatorOid: 'not-an-id' } }),
    expect: publicRoute(400),
  },
  {
    method: 'GET',
    path: '/live/studio',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: signedIn(403, 404),
  },
  {
    method: 'POST',
    path: '/live/studio',
    request: (world) => ({ body: { creatorOid: world.users.userA.oid, info } }),
    expect: signedIn(403, 404),
  },
  {
    method: 'POST',
    path: '/live/stop',
    request: (world) => ({ body: { creatorOid: world.users.userA.oid } }),
    expect: signedIn(403, 200),
  },
  {
    method: 'GET',
    path: '/live/livestreams',
    request: () => ({ query: { tag: 'art' } }),
    expect: publicRoute(200),
  },
  { method: 'GET', path: '/live/hashtags', expect: publicRoute(200) },
  {
    method: 'GET',
    path: '/live/thumbnail',
    note: 'quiet: null for a creator who does not stream',
    request: () => ({ query: { creatorOid: NOBODY } }),
    expect: publicRoute(200),
  },
  {
    method: 'POST',
    path: '/live/ticket',
    note: "a creator's own tickets; admins: 404 for one who does not stream",
    request: (world) => ({ body: { creatorOid: world.users.userA.oid, ticket: { price: 10 } } }),
    expect: signedIn(403, 404),
  },
  {
    method: 'POST',
    path: '/live/toolkey/issue',
    note: 'livestreamers only (the matrix creator does not stream)',
    request: () => ({}),
    expect: signedIn(403, 403),
  },
  {
    method: 'POST',
    path: '/live/toolkey/revoke',
    note: 'the owner, streaming or not (nothing to revoke here)',
    request: () => ({}),
    expect: signedIn(200, 200),
  },
  {
    method: 'GET',
    path: '/live/toolkey/status',
    note: "the caller's own key only",
    expect: signedIn(200, 200),
  },
  {
    method: 'POST',
    path: '/live/toolkey',
    note: 'anyone may try; a wrong key is Incorrect access',
    request: () => ({ body: { toolkey: `tk_${'A'.repeat(43)}` } }),
    expect: publicRoute(401),
  },
  {
    method: 'POST',
    path: '/live/ticketing',
    note: 'signed in only; 404 for a creator who sells no ticket (nothing is charged)',
    request: () => ({
      body: { creatorOid: NOBODY, ticketOid: NOBODY, price: 50, usePendingTicket: false },
    }),
    expect: signedIn(404, 404),
  },
  {
    method: 'POST',
    path: '/live/ticketing',
    note: 'without the ticket and price the buyer was shown: refused before anything',
    request: () => ({ body: { creatorOid: NOBODY, usePendingTicket: false } }),
    expect: signedIn(400, 400),
  },
  {
    method: 'POST',
    path: '/live/ticketverification',
    note: 'quiet: invalid for a creator who sells no ticket',
    request: () => ({ body: { creatorOid: NOBODY } }),
    expect: publicRoute(200),
  },
  {
    method: 'GET',
    path: '/live/admin',
    note: 'admins only; 404 for one who does not stream',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: signedIn(403, 404),
  },
  ...(['POST', 'PUT'] as const).map(
    (method): RouteCase => ({
      method,
      path: '/live/admin',
      request: (world) => ({
        body: { creatorOid: world.users.userA.oid, options: { featured: true } },
      }),
      expect: signedIn(403, 404),
    }),
  ),
  {
    method: 'DELETE',
    path: '/live/admin',
    request: (world) => ({ body: { creatorOid: world.users.userA.oid } }),
    expect: signedIn(403, 404),
  },
  {
    method: 'PUT',
    path: '/live/admin/hashtags',
    request: (world) => ({ body: { creatorOid: world.users.userA.oid, hashtags: ['art'] } }),
    expect: signedIn(403, 404),
  },
  { method: 'GET', path: `/live/creator/${NOBODY}`, expect: publicRoute(404) },
  { method: 'GET', path: `/live/flv/${NOBODY}.flv`, expect: publicRoute(409) },
  { method: 'GET', path: `/live/flv/${NOBODY}/720.flv`, expect: publicRoute(409) },
  { method: 'GET', path: `/live/hls/${NOBODY}/index.m3u8`, expect: publicRoute(404) },
  { method: 'GET', path: `/live/hls/${NOBODY}/720/index.m3u8`, expect: publicRoute(404) },
  // nginx's auth_request: without the address it was asked for, nothing is served.
  { method: 'GET', path: '/live/hls-auth', expect: publicRoute(403) },
  { method: 'GET', path: `/stream/${NOBODY}/views`, expect: publicRoute(404) },
]
