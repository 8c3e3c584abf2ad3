/**
 * Purchases, cart, gift, creator list and notifications rows of the role × route matrix:
 * every call is the signed-in caller's own (guests and visitors get 401), but the creator
 * list, which anyone may read.
 */
import {
  type Actor,
  type MatrixWorld,
  publicRoute,
  type RouteCase,
  userRoute,
} from '../../support/authorization-matrix'

/** A content id nobody has: buying or carting it is a 404 for every signed-in caller. */
const NO_CONTENT = 'e'.repeat(24)

/** Someone else than the caller, for gifts. */
const otherUser = (world: MatrixWorld, actor: Actor) =>
  actor === 'userA' ? world.users.userB.oid : world.users.userA.oid

export const purchasesMatrix: RouteCase[] = [
  {
    method: 'POST',
    path: '/account/purchase',
    note: 'missing content',
    request: () => ({ body: { contentOid: NO_CONTENT, coins: 10 } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/account/purchase/shoppingCart',
    note: 'empty cart',
    request: () => ({ body: {} }),
    expect: userRoute(400),
  },
  {
    method: 'POST',
    path: '/account/gift',
    note: 'missing content',
    request: (world, actor) => ({
      body: { contentOid: NO_CONTENT, coins: 10, recipientOid: otherUser(world, actor) },
    }),
    expect: userRoute(404),
  },
  { method: 'GET', path: '/account/shoppingCart', expect: userRoute() },
  {
    method: 'POST',
    path: '/account/shoppingCart',
    note: 'missing content',
    request: () => ({ body: { contentOid: NO_CONTENT } }),
    expect: userRoute(404),
  },
  {
    method: 'DELETE',
    path: '/account/shoppingCart',
    request: () => ({ body: { contentOid: NO_CONTENT } }),
    expect: userRoute(),
  },
  { method: 'GET', path: '/account/creatorlist', expect: publicRoute() },
  { method: 'GET', path: '/content/purchased3', expect: userRoute() },
  { method: 'GET', path: '/account/notification/setting', expect: userRoute() },
  {
    method: 'POST',
    path: '/account/notification/setting/modify',
    request: () => ({ body: { settings: {} } }),
    expect: userRoute(),
  },
  { method: 'GET', path: '/account/notifications', expect: userRoute() },
  { method: 'GET', path: '/account/notifications/unread', expect: userRoute() },
  {
    method: 'POST',
    path: '/account/notifications/read',
    request: () => ({ body: {} }),
    expect: userRoute(),
  },
]
