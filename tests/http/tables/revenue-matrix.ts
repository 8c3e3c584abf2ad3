/**
 * Revenue rows of the role × route matrix: a creator reads their own coin events, revenue
 * and settlements, an admin anyone's; users (and a creator asking for someone else) get
 * 403; the payouts screen of someone else is not found; admin calls are admins only.
 */
import {
  type Actor,
  adminRoute,
  type MatrixWorld,
  type RouteCase,
  userRoute,
} from '../../support/authorization-matrix'

const NONE = 'f'.repeat(24)
const creatorOnly = { anonymous: 401, guest: 401, userA: 403, userB: 403, creator: 200, admin: 200 }
const ownReads = [
  '/coinevent/creator',
  '/coinevent/creator/aggregate',
  '/coinevent/creator/aggregate/coinType',
  '/coinevent/event/aggregate',
  '/coinevent/legacy/revenue',
  '/revenue/summary',
  '/revenue/monthly',
  '/revenue/settlements',
]
/** The creator's oid, except for the creator, who asks for userA's. */
const someoneElse = (world: MatrixWorld, actor: Actor) => ({
  query: { creatorOid: actor === 'creator' ? world.users.userA.oid : world.users.creator.oid },
})
const payoutAccount = {
  currency: 'USD',
  country: 'US',
  holderName: 'Matrix Creator',
  bankName: 'Matrix Bank',
  accountNumber: '12345678',
}

export const revenueMatrix: RouteCase[] = [
  ...ownReads.map((path): RouteCase => ({ method: 'GET', path, note: 'own', expect: creatorOnly })),
  ...ownReads.map(
    (path): RouteCase => ({
      method: 'GET',
      path,
      note: "someone else's: admins only",
      request: someoneElse,
      expect: { ...creatorOnly, creator: 403 },
    }),
  ),
  {
    method: 'GET',
    path: '/content/creator-analytics',
    note: 'own (503 from 10 PM to 2 AM Korea time)',
    expect: { ...creatorOnly, creator: [200, 503], admin: [200, 503] },
  },
  {
    method: 'GET',
    path: '/content/creator-analytics',
    note: "someone else's: admins only",
    request: someoneElse,
    expect: { ...creatorOnly, creator: 403, admin: [200, 503] },
  },
  {
    method: 'POST',
    path: '/revenue/settlement',
    note: 'no revenue: refused (window or payout account) for creators, 403 for users',
    expect: { ...creatorOnly, creator: 409, admin: 409 },
  },
  {
    method: 'GET',
    path: `/revenue/settlements/${NONE}`,
    note: 'a settlement nobody has',
    expect: userRoute(404),
  },
  { method: 'GET', path: '/revenue/admin/settlements', expect: adminRoute() },
  {
    method: 'POST',
    path: `/revenue/admin/settlements/${NONE}/complete`,
    expect: adminRoute(404),
  },
  { method: 'GET', path: '/revenue/calendar', expect: userRoute() },
  {
    method: 'GET',
    path: (world) => `/payouts/${world.users.creator.oid}/show`,
    note: "the creator's screen: the creator and admins, else not found",
    expect: { anonymous: 401, guest: 401, userA: 404, userB: 404, creator: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: (world) => `/payouts/${world.users.creator.oid}/delete`,
    note: 'an unknown screen type',
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: (world) => `/payouts/${world.users.creator.oid}/edit`,
    note: "saving the creator's payout account, with the caller's own password",
    request: (world, actor) => ({
      body: {
        ...payoutAccount,
        ...(actor === 'anonymous' || actor === 'guest'
          ? {}
          : { currentPassword: world.users[actor].password }),
      },
    }),
    expect: { anonymous: 401, guest: 401, userA: 404, userB: 404, creator: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: (world) => `/payouts/${world.users.creator.oid}/edit`,
    note: 'without a fresh password or 2FA code: refused, nothing saved',
    request: () => ({ body: payoutAccount }),
    expect: { anonymous: 401, guest: 401, userA: 404, userB: 404, creator: 403, admin: 403 },
  },
]
