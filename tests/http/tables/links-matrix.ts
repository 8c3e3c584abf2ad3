/**
 * Linked platforms and Yoti adult verification in the role × route matrix. Neither is
 * configured in the matrix server: starting a link or a Yoti session answers 404 to every
 * signed-in caller (the buttons are hidden), reads answer, and the provider redirect finds
 * no state.
 */
import { allActors, publicRoute, type RouteCase } from '../../support/authorization-matrix'

const signedIn = (status: number | number[]): RouteCase['expect'] => ({
  anonymous: 401,
  guest: 401,
  userA: status,
  userB: status,
  creator: status,
  admin: status,
})

export const linksMatrix: RouteCase[] = [
  { method: 'GET', path: '/platform', expect: signedIn(200) },
  { method: 'GET', path: '/platform/viewer', expect: signedIn(200) },
  {
    method: 'GET',
    path: '/platform/livestream/thumbnail',
    request: (world) => ({ query: { creatorOid: world.users.creator.oid } }),
    expect: publicRoute(),
  },
  ...(['twitter', 'twitch', 'youtube'] as const).flatMap((platform): RouteCase[] => [
    { method: 'GET', path: `/platform/${platform}/auth`, expect: signedIn(404) },
    {
      method: 'POST',
      path: `/platform/${platform}/delete`,
      note: 'nothing linked',
      expect: signedIn(400),
    },
  ]),
  {
    method: 'GET',
    path: '/platform/twitter/set',
    note: "the provider's redirect with an unknown state: back to My Info, where the matrix server has no page",
    request: () => ({ query: { state: 'unknown-state', code: 'code' } }),
    expect: allActors([200, 404]),
  },
  {
    method: 'POST',
    path: '/update/multichat',
    note: 'off air',
    request: () => ({ body: { multichat: true } }),
    expect: signedIn(409),
  },
  { method: 'GET', path: '/yoti/status', expect: signedIn(200) },
  { method: 'POST', path: '/yoti/session/create', expect: signedIn(404) },
  {
    method: 'GET',
    path: '/yoti/session/result/some-session',
    note: 'not the caller’s session',
    expect: signedIn(404),
  },
  {
    method: 'POST',
    path: '/yoti/notification',
    note: "Yoti's server: the signature says who calls",
    request: () => ({ body: { session_key: 'x', signature: 'y' } }),
    expect: publicRoute(404),
  },
]
