/**
 * Paid subscription payment rows of the role × route matrix. A tier or payment nobody
 * owns answers every signed-in caller 404 and the anonymous ones 401; another user's
 * payment and card are covered in tests/http/subscriptions-flow.http.test.ts.
 */
import { type RouteCase, userRoute } from '../../support/authorization-matrix'

const NOBODY = 'f'.repeat(24)

export const subscriptionsMatrix: RouteCase[] = [
  {
    method: 'POST',
    path: '/payment/subscription/ready',
    note: 'no such tier',
    request: () => ({
      body: { creatorOid: NOBODY, tierHash: 'no-such-tier', currency: 'USD', agreeTerms: true },
    }),
    // On the last day of a month (UTC) subscriptions are closed before the tier is looked up.
    expect: userRoute([404, 409]),
  },
  {
    method: 'GET',
    path: '/payment/subscription/change',
    note: 'no paid subscription',
    request: () => ({ query: { creatorOid: NOBODY, tierHash: 'no-such-tier' } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/payment/subscription/change',
    note: 'no paid subscription',
    request: () => ({ body: { creatorOid: NOBODY, tierHash: 'no-such-tier' } }),
    expect: userRoute(404),
  },
  {
    method: 'POST',
    path: '/payment/subscription/confirm',
    request: () => ({ body: { paymentOid: NOBODY } }),
    expect: userRoute(404),
  },
]
