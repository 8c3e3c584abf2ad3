/**
 * Timeline rows of the role × route matrix: a content nobody made shows every signed-in
 * caller the same 404 (owner, other creator and admin are told apart in
 * tests/http/timeline.http.test.ts); nobody signed out reaches a timeline.
 */
import type { RouteCase } from '../../support/authorization-matrix'

const NOBODY = 'f'.repeat(24)
const signedIn = (status: number | number[]): RouteCase['expect'] => ({
  anonymous: 401,
  guest: 401,
  userA: status,
  userB: status,
  creator: status,
  admin: status,
})
const EMPTY = {
  schemaVersion: 1,
  frame: { width: 1280, height: 720, fps: 30 },
  tracks: [],
  layers: [],
}

export const timelineMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/content/timeline',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: signedIn(404),
  },
  {
    method: 'PUT',
    path: '/content/timeline',
    request: () => ({ body: { contentOid: NOBODY, baseVersion: 0, timeline: EMPTY } }),
    expect: signedIn(404),
  },
  {
    method: 'GET',
    path: '/content/timeline/assets',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: signedIn(404),
  },
  {
    method: 'POST',
    path: '/content/timeline/render',
    request: () => ({ body: { contentOid: NOBODY, version: 1 } }),
    expect: signedIn(404),
  },
]
