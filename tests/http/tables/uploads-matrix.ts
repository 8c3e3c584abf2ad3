/**
 * Upload and asset service rows of the role × route matrix. Every key lives in its
 * caller's own namespace, so a key nobody uploaded is a 404 for every signed-in caller
 * (tests/http/uploads-flow.http.test.ts has the per-user IDOR cases); signed addresses need
 * no session and refuse a bad signature alike for everyone.
 */
import {
  adminRoute,
  publicRoute,
  type RouteCase,
  userRoute,
} from '../../support/authorization-matrix'

const NOBODY = 'f'.repeat(24)
const NO_KEY = 'nobody/uploaded/this.mp3'
const creatorsOnly = {
  anonymous: 401,
  guest: 401,
  userA: 403,
  userB: 403,
  creator: 200,
  admin: 200,
}

export const uploadsMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/upload/url',
    note: 'content media: creators only',
    request: (world) => ({
      query: { key: `m/${world.unique()}.mp3`, filetype: 'mp3', context: 'content', numParts: 2 },
    }),
    expect: creatorsOnly,
  },
  {
    method: 'GET',
    path: '/upload/url',
    note: 'a profile picture: any signed-in user',
    request: (world) => ({
      query: { key: `p/${world.unique()}.png`, filetype: 'png', context: 'profile' },
    }),
    expect: userRoute(),
  },
  {
    method: 'PUT',
    path: '/upload/part',
    note: 'a forged signature',
    request: () => ({
      query: {
        key: `private/${NOBODY}/x`,
        uploadId: 'a'.repeat(32),
        partNumber: 1,
        expires: 4102444800,
        signature: 'forged',
      },
      rawBody: { bytes: new Uint8Array([1, 2, 3]), contentType: 'application/octet-stream' },
    }),
    expect: publicRoute(403),
  },
  {
    method: 'GET',
    path: '/upload/object',
    note: 'a forged signature',
    request: () => ({
      query: { key: `private/${NOBODY}/x`, expires: 4102444800, signature: 'forged' },
    }),
    expect: publicRoute(403),
  },
  {
    method: 'POST',
    path: '/upload/multipart/url/done',
    request: () => ({
      body: {
        key: NO_KEY,
        url: `/api/upload/part?uploadId=${'a'.repeat(32)}&partNumber=1`,
        ETag: 'a'.repeat(32),
      },
    }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/upload/multipart/parts',
    request: () => ({ query: { key: NO_KEY } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/upload/multipart/done',
    request: () => ({ body: { key: NO_KEY } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/upload/uploaddone',
    request: () => ({ body: { key: NO_KEY } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/upload/exists',
    request: () => ({ query: { key: NO_KEY } }),
    expect: userRoute(),
  },
  {
    method: 'GET',
    path: '/upload/privateasset',
    request: () => ({ query: { key: NO_KEY } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/upload/assetstatus/contentoid',
    request: () => ({ query: { contentOid: NOBODY, collectionName: 'contents' } }),
    expect: userRoute(),
  },
  {
    method: 'GET',
    path: '/upload/adminraw',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: adminRoute(),
  },
  {
    method: 'DELETE',
    path: '/upload/fileList',
    request: () => ({ body: { fileList: [NO_KEY], access: 'private' } }),
    expect: userRoute(),
  },
  {
    method: 'POST',
    path: '/upload/purgePublicCDN',
    request: () => ({ body: { cacheKeys: [NO_KEY] } }),
    expect: userRoute(),
  },
  {
    method: 'POST',
    path: '/upload/purgePrivateCDN',
    request: () => ({ body: { cacheKeys: [NO_KEY] } }),
    expect: userRoute(),
  },
  {
    method: 'POST',
    path: '/upload/redivision',
    request: () => ({ body: { changeArray: [{ key: NO_KEY, access: 'public' }] } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/upload/changeassetname',
    request: () => ({
      body: { newName: 'Renamed', prefix0: 'nobody', prefix1: 'uploaded', hash: 'this.mp3' },
    }),
    expect: userRoute(404),
  },
  { method: 'GET', path: `/upload/pics/${'0'.repeat(32)}`, expect: publicRoute(404) },
  { method: 'GET', path: `/upload/thumbnail/${NOBODY}_ko`, expect: publicRoute(404) },
  { method: 'GET', path: `/upload/preview/kr/${'0'.repeat(32)}`, expect: publicRoute(404) },
]
