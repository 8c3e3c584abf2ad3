/**
 * One-touch confirm in the role × route matrix: with a well-formed key and a card nobody
 * owns, every signed-in caller meets the same 404 and the anonymous ones a 401.
 */
import { type RouteCase, userRoute } from '../../support/authorization-matrix'

const NOBODY = 'f'.repeat(24)

export const oneTouchMatrix: RouteCase[] = [
  {
    method: 'POST',
    path: '/payment/one-touch/confirm',
    note: 'a card nobody owns',
    request: () => ({
      body: { cardOid: NOBODY, coins: 100, currency: 'USD', idempotencyKey: 'matrix-0001' },
    }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/payment/registercard',
    note: 'registers a sandbox card',
    request: () => ({ body: { provider: 'sandbox' } }),
    expect: userRoute(),
  },
]
