/**
 * A character's direct chat rows of the role × route matrix (docs/CHARACTER-DM.md): signed-in
 * fans only (the offer is public), on a story that does not exist (404). The owner-only
 * setting and the memories' privacy with real stories are in
 * tests/http/character-dm.http.test.ts and platform/chat/character-dm/memories.store.test.ts.
 */
import { allActors, type RouteCase, userRoute } from '../../support/authorization-matrix'

const NOBODY = 'e'.repeat(24)

export const characterDmMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/story-chat/character-dm/setting',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'PUT',
    path: '/story-chat/character-dm/setting',
    request: () => ({
      body: { contentOid: NOBODY, enabled: true, characterId: 'a', priceCredits: 1 },
    }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/story-chat/character-dm/offer',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: allActors(404),
  },
  {
    method: 'POST',
    path: '/story-chat/character-dm/rooms',
    request: () => ({ body: { contentOid: NOBODY } }),
    expect: userRoute(404),
  },
  { method: 'GET', path: '/story-chat/character-dm/rooms', expect: userRoute(200) },
  {
    method: 'GET',
    path: '/story-chat/character-dm/memories',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'PUT',
    path: '/story-chat/character-dm/memory-setting',
    request: () => ({ body: { contentOid: NOBODY, enabled: true } }),
    expect: userRoute(404),
  },
  {
    method: 'DELETE',
    path: `/story-chat/character-dm/memories/${NOBODY}`,
    expect: userRoute(404),
  },
  { method: 'GET', path: '/story-chat/character-dm/memories/export', expect: userRoute(200) },
]
