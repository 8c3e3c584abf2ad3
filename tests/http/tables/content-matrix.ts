/**
 * Content catalog rows of the role × route matrix. Publishing is for creators (and admins);
 * an id nobody owns answers every caller the same 404; reads are open to all. One creator
 * against another's contents: tests/http/content-catalog.http.test.ts.
 */
import { publicRoute, type RouteCase, userRoute } from '../../support/authorization-matrix'

const NOBODY = 'e'.repeat(24)
const THUMB = `/api/story-chat/asset/${'c'.repeat(64)}`
const creatorsOnly = (status: number) => ({
  anonymous: 401,
  guest: 401,
  userA: 403,
  userB: 403,
  creator: status,
  admin: status,
})
const watchers = (status: number) => ({ ...publicRoute(status), anonymous: 401 })
const metaData = { title: 'Matrix story', thumbnail: THUMB }

export const contentMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: `/content/media/${NOBODY}/9999999999/forged-signature/encoded/${NOBODY}/t/master.m3u8`,
    note: 'the signature is the authorization; a forged one is refused to everyone',
    expect: publicRoute(403),
  },
  {
    method: 'GET',
    path: '/content',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: publicRoute(404),
  },
  {
    method: 'GET',
    path: '/content/bulk',
    request: () => ({ query: { requestFormQueue: NOBODY } }),
    expect: publicRoute(200),
  },
  {
    method: 'POST',
    path: '/content',
    note: 'publish',
    request: () => ({ body: { metaData } }),
    expect: creatorsOnly(200),
  },
  {
    method: 'POST',
    path: '/content/save',
    request: () => ({ body: { metaData } }),
    expect: creatorsOnly(200),
  },
  { method: 'POST', path: '/content/issueid', expect: creatorsOnly(200) },
  {
    method: 'POST',
    path: '/content/update',
    request: () => ({ body: { contentOid: NOBODY, metaData } }),
    expect: creatorsOnly(404),
  },
  {
    method: 'DELETE',
    path: '/content',
    request: () => ({ body: { contentOid: NOBODY } }),
    expect: creatorsOnly(404),
  },
  { method: 'GET', path: '/content/projected', expect: creatorsOnly(200) },
  { method: 'GET', path: '/content/allstory', expect: publicRoute(200) },
  {
    method: 'GET',
    path: '/content/creator/all-content-oids',
    request: () => ({ query: { creatorOid: NOBODY } }),
    expect: publicRoute(200),
  },
  {
    method: 'POST',
    path: '/content/scenario',
    request: () => ({ body: { metaData } }),
    expect: creatorsOnly(200),
  },
  {
    method: 'GET',
    path: '/content/download',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/content/subtitle',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: publicRoute(404),
  },
  {
    method: 'POST',
    path: '/content/view',
    request: () => ({ body: { contentOid: NOBODY } }),
    expect: watchers(404),
  },
  {
    method: 'POST',
    path: '/content/history/play-count',
    request: () => ({ body: { contentOid: NOBODY } }),
    expect: watchers(404),
  },
  {
    method: 'POST',
    path: '/content/history/play-time',
    request: () => ({ body: { contentOid: NOBODY, time: 10 } }),
    expect: watchers(404),
  },
  { method: 'GET', path: '/content/curation/search-inputs', expect: publicRoute(200) },
  { method: 'GET', path: '/content/banners?placement=home-top', expect: publicRoute(200) },
  {
    method: 'POST',
    path: '/content/banners/impression',
    note: 'a banner not shown: nothing counted',
    request: () => ({ body: { bannerOids: [NOBODY] } }),
    expect: watchers(200),
  },
  {
    method: 'POST',
    path: '/content/banners/click',
    note: 'a banner not shown',
    request: () => ({ body: { bannerOid: NOBODY } }),
    expect: watchers(400),
  },
  { method: 'GET', path: '/content/events', expect: publicRoute() },
  { method: 'GET', path: '/content/event/recommendation', expect: publicRoute() },
  { method: 'GET', path: `/content/event/${NOBODY}`, expect: publicRoute(404) },
]
