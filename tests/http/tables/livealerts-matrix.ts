/**
 * Spoken alerts and overlay rows of the role × route matrix. userA is not a livestreamer
 * here, so their overlay address is 404; settings are userA's alone; voices are admins'.
 */
import {
  adminRoute,
  publicRoute,
  type RouteCase,
  userRoute,
} from '../../support/authorization-matrix'

const NOBODY = 'e'.repeat(24)
const ownerOnly = { anonymous: 401, guest: 401, userA: 200, userB: 403, creator: 403, admin: 403 }

export const livealertsMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/live/tts/voices',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: publicRoute(200),
  },
  {
    method: 'GET',
    path: '/live/tts/url',
    request: () => ({ query: { donationOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: `/live/tts/audio/${NOBODY}`,
    note: 'a forged signature',
    request: () => ({ query: { expires: 4102444800, signature: 'forged' } }),
    expect: publicRoute(403),
  },
  { method: 'GET', path: '/live/admin/tts/voices', expect: adminRoute(200) },
  {
    method: 'POST',
    path: '/live/admin/tts/voice',
    request: () => ({ body: { voiceId: 'matrix-voice', name: 'Matrix', price: 1 } }),
    expect: adminRoute(200),
  },
  {
    method: 'DELETE',
    path: '/live/admin/tts/voice',
    request: () => ({ body: { voiceId: 'no-such-voice' } }),
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/live/admin/tts/voices/order',
    request: () => ({ body: { voicesOrder: ['no-such-voice'] } }),
    expect: adminRoute(404),
  },
  {
    method: 'GET',
    path: '/live/admin/tts/api/voices',
    note: '503 without espeak-ng',
    expect: { ...adminRoute(200), admin: [200, 503] },
  },
  {
    method: 'GET',
    path: '/live/admin/live-token-set',
    request: () => ({ query: { livestreamOid: NOBODY } }),
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/live/overlay/url',
    note: 'userA does not stream',
    request: (world) => ({ body: { creatorOid: world.users.userA.oid } }),
    expect: { ...ownerOnly, userA: 404 },
  },
  {
    method: 'GET',
    path: '/live/overlay/settings',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    path: '/live/overlay/settings',
    request: (world) => ({ body: { creatorOid: world.users.userA.oid, alertMinCoin: 20 } }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    path: '/live/overlay/alert-image',
    note: 'bytes that are no image',
    request: (world) => ({
      query: { creatorOid: world.users.userA.oid },
      rawBody: { bytes: new TextEncoder().encode('not an image'), contentType: 'image/png' },
    }),
    expect: { ...ownerOnly, userA: 400 },
  },
  {
    method: 'GET',
    path: `/live/overlay/alert-image/${NOBODY}/${'0'.repeat(32)}.png`,
    expect: publicRoute(404),
  },
  {
    method: 'GET',
    path: '/live/overlay/session',
    note: 'a forged address',
    request: (world) => ({
      query: { creatorOid: world.users.userA.oid, sig: 'forged', exp: 4102444800 },
    }),
    expect: publicRoute(403),
  },
  {
    method: 'POST',
    path: '/live/overlay/views',
    note: 'a forged address',
    request: (world) => ({
      body: {
        creatorOid: world.users.userA.oid,
        sig: 'forged',
        exp: 4102444800,
        donationOid: NOBODY,
      },
    }),
    expect: publicRoute(403),
  },
  {
    method: 'POST',
    path: '/live/test/donation',
    request: (world) => ({ body: { creatorOid: world.users.userA.oid } }),
    expect: ownerOnly,
  },
]
