/**
 * Interaction rows of the role × route matrix. Contents and users named here exist for no
 * one, so every signed-in caller meets the same 404 and the anonymous ones a 401; the
 * per-user checks (B cannot undo A's like, read A's blocks or liked list) are in
 * tests/http/content-interaction.http.test.ts.
 */
import {
  adminRoute,
  publicRoute,
  type RouteCase,
  userRoute,
} from '../../support/authorization-matrix'

const NOBODY = 'f'.repeat(24)

export const interactionMatrix: RouteCase[] = [
  {
    method: 'POST',
    path: '/content/like',
    request: () => ({ body: { contentOid: NOBODY, likeOrUndoLike: 'like' } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/content/like',
    note: 'undoing a like never given changes nothing',
    request: () => ({ body: { contentOid: NOBODY, likeOrUndoLike: 'undoLike' } }),
    expect: userRoute(200),
  },
  {
    method: 'POST',
    path: '/content/comment/like',
    request: () => ({ body: { contentOid: NOBODY, commentPosition: 0 } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/content/comment/like',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: publicRoute(),
  },
  {
    method: 'GET',
    path: '/content/comment',
    note: 'comments of any content type',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: publicRoute(404),
  },
  {
    method: 'POST',
    path: '/content/comment',
    note: 'a review (rewarded) of a content no one can see',
    request: () => ({ body: { contentOid: NOBODY, commentContent: 'Lovely' } }),
    expect: userRoute(404),
  },
  {
    method: 'DELETE',
    path: '/content/comment',
    request: () => ({ body: { contentOid: NOBODY, commentIdx: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/content/comment/thread',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: publicRoute(404),
  },
  {
    method: 'POST',
    path: '/content/comment/pin',
    request: () => ({ body: { contentOid: NOBODY, commentOid: NOBODY, pinned: true } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/content/comment/received',
    note: "the caller's own contents only",
    expect: userRoute(),
  },
  {
    method: 'GET',
    path: '/content',
    note: 'withComments',
    request: () => ({ query: { contentOid: NOBODY, withComments: true } }),
    expect: publicRoute(404),
  },
  { method: 'GET', path: '/content/block', expect: userRoute() },
  {
    method: 'POST',
    path: '/content/block',
    note: 'a tag',
    request: (world) => ({ body: { operation: 'add', tag: `t${world.unique()}` } }),
    expect: userRoute(),
  },
  {
    method: 'POST',
    path: '/content/block',
    note: 'an unknown user',
    request: () => ({ body: { operation: 'add', userOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/content/report',
    request: () => ({ body: { contentMetadata: { contentOid: NOBODY }, complaint: 'Spam' } }),
    expect: userRoute(404),
  },
  { method: 'GET', path: '/account/liked-list', expect: userRoute() },
  { method: 'GET', path: '/content/illegal-downloader', expect: userRoute() },
  { method: 'POST', path: '/content/illegal-downloader/acknowledge', expect: userRoute() },
  {
    method: 'POST',
    path: '/content/admin/illegal-downloader',
    request: () => ({ body: { userOid: NOBODY } }),
    expect: adminRoute(404),
  },
  {
    method: 'GET',
    path: '/content/admin/illegal-downloader',
    request: () => ({ query: { userOid: NOBODY } }),
    expect: adminRoute(404),
  },
  {
    method: 'DELETE',
    path: '/content/admin/illegal-downloader',
    request: () => ({ body: { userOid: NOBODY } }),
    expect: adminRoute(404),
  },
  { method: 'GET', path: '/content/admin/reports', expect: adminRoute() },
  {
    method: 'POST',
    path: '/content/admin/reports/resolve',
    request: () => ({ body: { reportOid: NOBODY, resolution: 'dismissed' } }),
    expect: adminRoute(404),
  },
  {
    method: 'GET',
    path: '/content/dc-code',
    request: () => ({ query: { discountCode: 'SPRING', contentOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/content/payratingfee',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/content/payratingfee',
    request: () => ({ body: { ratingDoc: { contentOid: NOBODY } } }),
    expect: userRoute(404),
  },
]
