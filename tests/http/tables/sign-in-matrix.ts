/**
 * Sign-in partner rows of the role × route matrix. The matrix server configures no
 * provider: everyone sees none offered, a start answers 404 (a link asks for a user first),
 * a finish without a live attempt answers 'Google login failed' (401), and a provider's
 * redirect without a live state sends the browser home (followed: the home answers).
 */
import { allActors, publicRoute, type RouteCase } from '../../support/authorization-matrix'

const NO_ATTEMPT = 'A'.repeat(43)
const signedIn = { userA: 404, userB: 404, creator: 404, admin: 404 }

export const signInMatrix: RouteCase[] = [
  { method: 'GET', path: '/account/sign-in/providers', expect: publicRoute() },
  {
    method: 'POST',
    path: '/account/g-login/start',
    request: () => ({ body: { returnTo: '/' } }),
    expect: allActors(404),
  },
  {
    method: 'POST',
    path: '/account/a-login/start',
    note: 'a link: signed-in accounts only',
    request: () => ({ body: { purpose: 'link' } }),
    expect: { anonymous: 401, guest: 401, ...signedIn },
  },
  {
    method: 'POST',
    path: '/account/g-login/start',
    note: 'a re-authentication: signed-in accounts only',
    request: () => ({ body: { purpose: 'reauth' } }),
    expect: { anonymous: 401, guest: 401, ...signedIn },
  },
  {
    method: 'POST',
    path: '/account/sign-in/unlink',
    note: 'nothing linked: 404 for every account',
    request: () => ({ body: { provider: 'google' } }),
    expect: { anonymous: 401, guest: 401, ...signedIn },
  },
  {
    method: 'POST',
    path: '/account/g-login',
    request: () => ({ body: { attempt: NO_ATTEMPT } }),
    expect: allActors(401),
  },
  {
    method: 'POST',
    path: '/account/a-login',
    request: () => ({ body: { attempt: NO_ATTEMPT } }),
    expect: allActors(401),
  },
  {
    method: 'GET',
    path: '/account/g-login',
    note: "the provider's redirect, followed home",
    request: () => ({ query: { state: NO_ATTEMPT, code: 'code' } }),
    expect: allActors([200, 404]),
  },
  {
    method: 'POST',
    path: '/account/a-login',
    note: "Apple's form post, followed home",
    request: () => ({
      rawBody: {
        bytes: new TextEncoder().encode(`state=${NO_ATTEMPT}&code=code`),
        contentType: 'application/x-www-form-urlencoded',
      },
    }),
    expect: allActors([200, 404]),
  },
]
