/**
 * Search, discovery and recommendation rows of the role × route matrix: reads are open to
 * every caller (what they see depends on adult verification and admin rights, tested in
 * platform/content/search and recommend); the discovery shelf and recommend picks are
 * admins' to change; a recommend signal is a signed-in user's.
 */
import {
  adminRoute,
  allActors,
  publicRoute,
  type RouteCase,
  userRoute,
} from '../../support/authorization-matrix'

/** A content id nobody published: every caller allowed to act gets a 404, nothing changes. */
const NO_CONTENT = 'f'.repeat(24)

export const searchMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/content/search',
    request: () => ({ query: { keywords: 'rain', sort: 'popular' } }),
    expect: publicRoute(),
  },
  {
    method: 'GET',
    path: '/content/search',
    note: 'no keyword: the spec text for everyone',
    expect: allActors(400),
  },
  {
    method: 'GET',
    path: '/content/main-search',
    request: () => ({ query: { keyword: '서울' } }),
    expect: publicRoute(),
  },
  { method: 'GET', path: '/content/discovery', expect: publicRoute() },
  {
    method: 'POST',
    path: '/content/discovery',
    request: () => ({ body: { contentOid: NO_CONTENT, language: 'en' } }),
    expect: adminRoute(404),
  },
  {
    method: 'DELETE',
    path: '/content/discovery',
    request: () => ({ body: { contentOid: NO_CONTENT, language: 'en' } }),
    expect: adminRoute(404),
  },
  {
    method: 'GET',
    path: '/content/recommendation',
    request: () => ({ query: { contentOid: NO_CONTENT, count: 5 } }),
    expect: allActors(404),
  },
  { method: 'GET', path: '/content/recommend', expect: publicRoute() },
  {
    method: 'GET',
    path: '/content/recommend/list',
    request: () => ({ query: { category: 'asmr' } }),
    expect: publicRoute(),
  },
  {
    method: 'POST',
    path: '/content/recommend',
    note: "a user's recommend signal",
    request: () => ({ body: { contentOid: NO_CONTENT } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/content/recommend',
    note: "an admin's pick",
    request: () => ({ body: { contentOid: NO_CONTENT, mode: 'pick', category: 'asmr' } }),
    expect: adminRoute(404),
  },
]
