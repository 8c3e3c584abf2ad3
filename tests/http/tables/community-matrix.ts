/**
 * Community posts and polls in the role × route matrix. Posts and polls named here exist for
 * no one: readers meet a 404, writers a 401 when signed out. Posting is for creators (and
 * admins). The per-user checks (another creator cannot edit, pin or delete; a non-subscriber
 * cannot read a tier post or vote on its poll) are in tests/http/content-community.http.test.ts.
 */
import { publicRoute, type RouteCase, userRoute } from '../../support/authorization-matrix'

const NOBODY = 'f'.repeat(24)
const poll = { contentType: 'community', contentOid: NOBODY }

export const communityMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/content/community',
    note: "a channel's posts",
    request: () => ({ query: { creatorOid: NOBODY } }),
    expect: publicRoute(),
  },
  {
    method: 'GET',
    path: '/content/community',
    note: 'posts by id',
    request: () => ({ query: { postOids: NOBODY } }),
    expect: publicRoute(),
  },
  {
    method: 'GET',
    path: '/content/community/comments',
    request: () => ({ query: { postOid: NOBODY } }),
    expect: publicRoute(404),
  },
  {
    method: 'POST',
    path: '/content/community',
    note: 'submit: creators only',
    request: () => ({
      body: { operation: 'submit', postMetaData: { text: 'Matrix post', visibility: 'everyone' } },
    }),
    expect: { ...userRoute(403), creator: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: '/content/community',
    note: 'pin',
    request: () => ({ body: { operation: 'pin', postOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/content/community/edit',
    request: () => ({
      body: { postOid: NOBODY, postMetaData: { text: 'Edited', visibility: 'everyone' } },
    }),
    expect: userRoute(404),
  },
  {
    method: 'DELETE',
    path: '/content/community',
    request: () => ({ body: { postOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/content/poll/votes',
    request: () => ({ query: poll }),
    expect: publicRoute(404),
  },
  {
    method: 'POST',
    path: '/content/poll/vote',
    request: () => ({ body: { ...poll, optionIdx: 0 } }),
    expect: userRoute(404),
  },
  {
    method: 'DELETE',
    path: '/content/poll/vote',
    request: () => ({ body: poll }),
    expect: userRoute(404),
  },
  {
    method: 'DELETE',
    path: '/content/poll',
    request: () => ({ body: poll }),
    expect: userRoute(404),
  },
]
