/**
 * Live donation rows of the role × route matrix, on userA's donations. userA is not a
 * livestreamer here, so donating to them is 404 for others (and 400 'Failed donation' for
 * userA, who cannot donate to themselves); settings are userA's alone, history userA's and
 * admins'; options and ranking are public.
 */
import { adminRoute, publicRoute, type RouteCase } from '../../support/authorization-matrix'

const NOBODY = 'e'.repeat(24)
const signedIn = (status: number) => ({
  anonymous: 401,
  guest: 401,
  userA: status,
  userB: status,
  creator: status,
  admin: status,
})
const ownerOnly = { anonymous: 401, guest: 401, userA: 200, userB: 403, creator: 403, admin: 403 }

export const livedonationsMatrix: RouteCase[] = [
  {
    method: 'POST',
    path: '/live/donation',
    note: 'to a non-streamer',
    request: (world) => ({
      body: { creatorOid: world.users.userA.oid, donationData: { coin: 10 }, key: 'matrix' },
    }),
    expect: { ...signedIn(404), userA: 400 },
  },
  {
    method: 'GET',
    path: '/live/donation/options',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: publicRoute(200),
  },
  {
    method: 'POST',
    path: '/live/donation/options',
    request: (world) => ({
      body: { creatorOid: world.users.userA.oid, donationOptions: { useTextDonationEffect: true } },
    }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    path: '/live/donation/pin',
    request: () => ({ body: { donationOid: NOBODY } }),
    expect: signedIn(404),
  },
  {
    method: 'POST',
    path: '/live/donation/views',
    request: () => ({ body: { donationOid: NOBODY } }),
    expect: signedIn(404),
  },
  {
    method: 'POST',
    path: '/live/donation/stop',
    request: (world) => ({
      body: { creatorOid: world.users.userA.oid, donationType: 'all', autoPlay: false },
    }),
    expect: ownerOnly,
  },
  {
    method: 'GET',
    path: '/live/donations',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: { ...ownerOnly, admin: 200 },
  },
  {
    method: 'GET',
    path: '/live/donation/ranking',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: publicRoute(200),
  },
  // Missions: userA streams nothing, so a mission to them is 404 (400 for userA themself).
  {
    method: 'POST',
    path: '/live/donation/mission',
    note: 'to a non-streamer',
    request: (world) => ({
      body: {
        creatorOid: world.users.userA.oid,
        missionData: { task: 'Sing', timeLimit: 60, coin: 20 },
        key: 'matrix-mission',
      },
    }),
    expect: { ...signedIn(404), userA: 400 },
  },
  {
    method: 'GET',
    path: '/live/donation/missions/active',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: publicRoute(200),
  },
  {
    method: 'GET',
    path: '/live/donation/mission',
    request: () => ({ query: { missionOid: NOBODY } }),
    expect: publicRoute(404),
  },
  {
    method: 'POST',
    path: '/live/donation/mission/coin/append',
    request: () => ({ body: { missionOid: NOBODY, coin: 10, key: 'matrix-append' } }),
    expect: signedIn(404),
  },
  {
    method: 'POST',
    path: '/live/donation/mission/status',
    request: () => ({ body: { missionOid: NOBODY, status: 'cancelled' } }),
    expect: signedIn(404),
  },
  // Live revenue: totals for admins, a creator's own figures for them and admins.
  {
    method: 'GET',
    path: '/live/admin/revenue/total/tickets',
    request: () => ({}),
    expect: adminRoute(200),
  },
  {
    method: 'GET',
    path: '/live/admin/revenue/total/donations',
    request: () => ({}),
    expect: adminRoute(200),
  },
  {
    method: 'GET',
    path: '/live/revenue/tickets',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: { ...ownerOnly, admin: 200 },
  },
  {
    method: 'GET',
    path: '/live/revenue/donations',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: { ...ownerOnly, admin: 200 },
  },
  {
    method: 'GET',
    path: '/live/sponsored/creators',
    request: () => ({}),
    expect: signedIn(200),
  },
  {
    method: 'POST',
    path: '/live/admin/donation/external',
    note: 'to a non-streamer',
    request: (world) => ({
      body: { creatorOid: world.users.userA.oid, coin: 10, key: 'matrix', source: 'bank' },
    }),
    expect: adminRoute(404),
  },
]
