/**
 * Payments rows of the role × route matrix. Reading or changing a payment that is not the
 * caller's is a 404 (tested per user in tests/http/payments-routes.http.test.ts); here an id
 * nobody owns shows every signed-in caller the same 404 and the anonymous ones a 401.
 */
import {
  adminRoute,
  publicRoute,
  type RouteCase,
  userRoute,
} from '../../support/authorization-matrix'

const NOBODY = 'f'.repeat(24)
const creatorsOnly = {
  anonymous: 401,
  guest: 401,
  userA: 403,
  userB: 403,
  creator: 200,
  admin: 200,
}

export const paymentsMatrix: RouteCase[] = [
  { method: 'GET', path: '/payment/charge/packages', expect: publicRoute() },
  {
    method: 'POST',
    path: '/payment/charge',
    note: 'starts a sandbox payment',
    request: () => ({ body: { coins: 100 } }),
    expect: userRoute(),
  },
  {
    method: 'GET',
    path: '/payment/charge',
    request: () => ({ query: { paymentOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'PUT',
    path: '/payment/charge',
    request: () => ({ body: { paymentOid: NOBODY } }),
    expect: userRoute(404),
  },
  {
    method: 'DELETE',
    path: '/payment/charge',
    request: () => ({ body: { paymentOid: NOBODY } }),
    expect: userRoute(404),
  },
  { method: 'GET', path: '/payment/one-touch', expect: userRoute() },
  { method: 'DELETE', path: `/payment/one-touch/${NOBODY}`, expect: userRoute(404) },
  {
    method: 'GET',
    path: '/payment/coupon/valid',
    note: 'no such code: the spec text for users; sign-in first for the others, whatever the code',
    request: () => ({ query: { code: 'NOPE-CODE', tier: 'basic', creatorOid: NOBODY } }),
    expect: userRoute(400),
  },
  { method: 'GET', path: '/payment/coupon', expect: creatorsOnly },
  { method: 'GET', path: '/content/dl-giftcard', expect: publicRoute() },
  {
    method: 'POST',
    path: '/content/dl-giftcard',
    note: "no selection: 'No item selected' for users, login first for the others",
    request: () => ({ body: {} }),
    expect: userRoute(400),
  },
  { method: 'GET', path: '/content/dl-giftcard/mine', expect: userRoute() },
  {
    method: 'PUT',
    path: '/content/dl-giftcard',
    request: () => ({ body: { itemName: 'dlsite-500', available: true } }),
    expect: adminRoute(),
  },
]
