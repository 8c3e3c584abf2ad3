/**
 * Encoding rows of the role × route matrix. A content nobody encoded shows every signed-in
 * caller the same 404 (owners and admins are told apart in tests/http/encoding.http.test.ts);
 * asking to skip encryption is refused to everyone but admins before anything is looked up.
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
/** An encoding request answers 404 for a missing content, or 503 until the catalog is wired. */
const requestAnswers = [404, 503]

export const encodingMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/content/encoding-status',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: signedIn(404),
  },
  {
    method: 'GET',
    path: '/content/check-task',
    note: 'by task id',
    request: () => ({ query: { taskId: NOBODY } }),
    expect: signedIn(404),
  },
  {
    method: 'GET',
    path: '/content/check-task',
    note: 'by content',
    request: () => ({ query: { contentOid: NOBODY } }),
    expect: signedIn(404),
  },
  {
    method: 'DELETE',
    path: '/content/encoding',
    request: () => ({ body: { contentOid: NOBODY } }),
    expect: signedIn(404),
  },
  {
    method: 'POST',
    path: '/content/reencoding',
    request: () => ({ body: { contentOid: NOBODY } }),
    expect: signedIn(404),
  },
  {
    method: 'POST',
    path: '/content/encoding',
    request: () => ({
      body: { contentOid: NOBODY, kind: 'audio', sourceKey: `uploads/${NOBODY}/a.mp3` },
    }),
    expect: signedIn(requestAnswers),
  },
  {
    method: 'POST',
    path: '/content/encoding',
    note: 'skip encryption: admins only',
    request: () => ({
      body: {
        contentOid: NOBODY,
        kind: 'video',
        sourceKey: `uploads/${NOBODY}/v.mp4`,
        skipEncryption: true,
      },
    }),
    expect: { ...signedIn(403), admin: requestAnswers },
  },
]
