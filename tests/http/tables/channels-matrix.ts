/**
 * Channels rows of the role × route matrix. The matrix's creator holds the role but never
 * registered a channel, so creator-only writes refuse it too (403); the registered creator's
 * own calls and one creator against another: tests/http/channels-idor.http.test.ts.
 */
import {
  adminRoute,
  publicRoute,
  type RouteCase,
  userRoute,
} from '../../support/authorization-matrix'

const NOBODY = 'e'.repeat(24)
const NO_TIER = 'f'.repeat(24)

export const channelsMatrix: RouteCase[] = [
  {
    method: 'POST',
    path: '/account/creator/register',
    note: 'without the agreements: refused, nobody becomes a creator',
    request: () => ({ body: { agreeTerms: false, agreeFeeTerms: true } }),
    expect: userRoute(400),
  },
  { method: 'GET', path: '/account/channel/settings', expect: userRoute(200) },
  {
    method: 'POST',
    path: '/account/channel/settings',
    request: () => ({ body: { intro: 'Hello' } }),
    expect: userRoute(403),
  },
  {
    method: 'POST',
    path: '/account/admin/channel/partner-level',
    request: (world) => ({ body: { creatorOid: world.users.creator.oid, partnerLevel: 'plus' } }),
    expect: adminRoute(404),
  },
  {
    method: 'GET',
    path: '/account/subscription_tiers',
    request: (world) => ({ query: { creatorOid: world.users.creator.oid } }),
    expect: publicRoute(200),
  },
  {
    method: 'POST',
    path: '/account/modify/subscription_tiers',
    request: () => ({ body: { mode: 'push', tier: { name: 'Matrix', isFree: true } } }),
    expect: userRoute(403),
  },
  {
    method: 'POST',
    path: '/account/follow',
    note: 'a channel that does not exist',
    request: () => ({ body: { creatorOid: NOBODY, follow: true } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/account/subscribefree',
    request: () => ({ body: { creatorOid: NOBODY, tierHash: NO_TIER } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/account/unsubscribe',
    request: () => ({ body: { creatorOid: NOBODY } }),
    expect: userRoute(409),
  },
  {
    method: 'POST',
    path: '/account/unsubscribe/revoke',
    request: () => ({ body: { creatorOid: NOBODY } }),
    expect: userRoute(409),
  },
  { method: 'GET', path: '/account/subscriptions', expect: userRoute(200) },
  { method: 'GET', path: '/account/channel/subscribers', expect: userRoute(403) },
  {
    method: 'POST',
    path: '/account/donate',
    request: (world) => ({
      body: { creatorOid: NOBODY, coins: 10, requestId: `matrix-${world.unique()}` },
    }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: '/content/channel',
    request: () => ({ query: { oid: NOBODY } }),
    expect: publicRoute(404),
  },
  {
    method: 'GET',
    path: '/content/channel',
    note: "a creator's unfinished channel is hidden from all but the creator and admins",
    request: (world) => ({ query: { oid: world.users.creator.oid } }),
    expect: { ...publicRoute(404), creator: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: '/content/fanlist',
    request: () => ({ query: { creatorOid: NOBODY } }),
    expect: publicRoute(404),
  },
]
