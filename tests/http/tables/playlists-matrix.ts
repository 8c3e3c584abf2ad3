/**
 * Playlist rows of the role × route matrix. Every change and the own list need a signed-in
 * user; a playlist nobody owns (or another user's private one) answers 404 to everyone, so
 * no caller learns that it exists. The IDOR cases with real playlists are in
 * tests/http/playlists.http.test.ts.
 */
import { publicRoute, type RouteCase, userRoute } from '../../support/authorization-matrix'

const NOBODY = 'e'.repeat(24)
const CONTENT = 'd'.repeat(24)

export const playlistsMatrix: RouteCase[] = [
  { method: 'GET', path: '/content/playlist', expect: userRoute(200) },
  {
    method: 'GET',
    path: '/content/playlist',
    note: 'a playlist nobody owns',
    request: () => ({ query: { playlistOid: NOBODY } }),
    expect: publicRoute(404),
  },
  {
    method: 'POST',
    path: '/content/playlist',
    request: (world) => ({ body: { name: `Matrix ${world.unique()}` } }),
    expect: userRoute(200),
  },
  {
    method: 'POST',
    path: '/content/playlist',
    note: 'renaming a playlist nobody owns',
    request: () => ({ body: { playlistOid: NOBODY, name: 'Taken' } }),
    expect: userRoute(404),
  },
  {
    method: 'DELETE',
    path: '/content/playlist',
    request: () => ({ body: { playlistOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/content/playlist/update',
    request: () => ({ body: { playlistOid: NOBODY, contentOid: CONTENT, method: 'remove' } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/content/playlist/order',
    request: () => ({ body: { playlistOid: NOBODY, contentOids: [] } }),
    expect: userRoute(404),
  },
  { method: 'GET', path: '/account/curation', expect: userRoute(200) },
]
