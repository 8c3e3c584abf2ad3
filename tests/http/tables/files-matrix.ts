/**
 * File-content rows of the role × route matrix. Writing is the channel's creator's; a file
 * nobody posted answers 404 to everyone; the signed file address needs no session but a
 * valid signature. The IDOR cases with real files are in tests/http/file-contents.http.test.ts.
 */
import {
  allActors,
  publicRoute,
  type RouteCase,
  userRoute,
} from '../../support/authorization-matrix'

const NOBODY = 'e'.repeat(24)
const creatorOnly = (status: number): RouteCase['expect'] => ({
  anonymous: 401,
  guest: 401,
  userA: 403,
  userB: 403,
  creator: status,
  admin: status,
})

export const filesMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/content/file-contents',
    request: (world) => ({ query: { creatorOid: world.users.creator.oid } }),
    expect: publicRoute(200),
  },
  { method: 'GET', path: '/content/file-contents/recommended', expect: publicRoute(200) },
  {
    method: 'POST',
    path: '/content/file-content/write',
    note: 'an upload that is not there',
    request: () => ({
      body: { title: 'Pack', uploadKey: 'files/missing.zip', fileName: 'pack.zip', price: 0 },
    }),
    expect: creatorOnly(400),
  },
  {
    method: 'POST',
    path: '/content/file-content/edit',
    request: () => ({ body: { fileOid: NOBODY, title: 'Taken', price: 0 } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/content/file-content',
    request: () => ({ body: { fileOid: NOBODY, operation: 'pin' } }),
    expect: userRoute(404),
  },
  {
    method: 'DELETE',
    path: '/content/file-content',
    request: () => ({ body: { fileOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/content/file-content/comments',
    request: () => ({ query: { fileOid: NOBODY } }),
    expect: publicRoute(404),
  },
  { method: 'GET', path: `/content/file-content/${NOBODY}/download`, expect: userRoute(404) },
  { method: 'POST', path: `/content/file-content/${NOBODY}/purchase`, expect: userRoute(404) },
  {
    method: 'POST',
    path: `/content/file-content/${NOBODY}/coupon`,
    request: () => ({ body: { itemOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: `/content/file-content/${NOBODY}/file/${NOBODY}`,
    note: 'a forged signature',
    request: () => ({ query: { expires: 99_999_999_999, signature: 'forged' } }),
    expect: allActors(403),
  },
]
