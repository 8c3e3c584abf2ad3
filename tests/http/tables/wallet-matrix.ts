/**
 * Wallet rows of the role × route matrix: every wallet route is signed-in only, acts on
 * the caller's own accounts, and reads another user's history only as an admin.
 */
import {
  type Actor,
  type MatrixWorld,
  type RouteCase,
  userRoute,
} from '../../support/authorization-matrix'

const isUser = (actor: Actor) => actor !== 'anonymous' && actor !== 'guest'
/** An item id nobody owns: using it is a 404 for every signed-in caller, never someone's item. */
const NO_ITEM = 'f'.repeat(24)

export const walletMatrix: RouteCase[] = [
  { method: 'GET', path: '/story-chat/convert/credit', expect: userRoute() },
  {
    method: 'POST',
    path: '/story-chat/convert/credit',
    note: 'no coins: refused with the spec text, for users only',
    request: () => ({ body: { amount: 1, type: 'coin' } }),
    expect: userRoute([400, 403]),
  },
  {
    method: 'PUT',
    path: '/story-chat/convert/credit/auto-top-up',
    request: () => ({ body: { coins: null } }),
    expect: userRoute(),
  },
  { method: 'GET', path: '/account/attendance', expect: userRoute() },
  { method: 'GET', path: '/account/inventory', expect: userRoute() },
  {
    method: 'POST',
    path: '/account/inventory/use',
    request: () => ({ body: { itemOid: NO_ITEM } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/account/inventory/refund',
    request: () => ({ body: { itemOid: NO_ITEM } }),
    expect: userRoute(404),
  },
  { method: 'GET', path: '/live/paymenthistory', expect: userRoute() },
  { method: 'GET', path: '/coinevent', note: 'own history', expect: userRoute() },
  {
    method: 'GET',
    path: '/coinevent',
    note: "another user's history: admins only",
    request: (world: MatrixWorld, actor: Actor) => ({
      query: {
        userOid: isUser(actor) && actor !== 'userA' ? world.users.userA.oid : world.users.userB.oid,
      },
    }),
    expect: { anonymous: 401, guest: 401, userA: 403, userB: 403, creator: 403, admin: 200 },
  },
  {
    method: 'GET',
    path: '/coinevent/creator/aggregate/coinType',
    note: 'creators (and admins, who hold every role) read their own earnings',
    expect: { anonymous: 401, guest: 401, userA: 403, userB: 403, creator: 200, admin: 200 },
  },
]
