/**
 * The Money group's routes in the role × route matrix: admins only (a plain user, a creator
 * and a guest are refused). What they answer: tests/http/admin-money-ledger.http.test.ts.
 */
import { adminRoute, type RouteCase } from '../../support/authorization-matrix'

const UNKNOWN = 'c'.repeat(24)

export const adminMoneyMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/revenue/admin/totals?startDate=2026-11-01&endDate=2026-11-30&period=week',
    expect: adminRoute(200),
  },
  { method: 'GET', path: `/admin/ledger?userOid=${'c'.repeat(24)}`, expect: adminRoute(200) },
  {
    method: 'GET',
    path: '/admin/ledger/transaction?id=matrix-none',
    note: 'an unknown transaction',
    expect: adminRoute(404),
  },
  { method: 'GET', path: '/content/dl-giftcard/admin/issued', expect: adminRoute(200) },
  // Failed renewals, reconciliation and external donations:
  // tests/http/admin-money-operations.http.test.ts.
  { method: 'GET', path: '/payment/admin/renewals', expect: adminRoute(200) },
  {
    method: 'POST',
    path: '/payment/admin/renewals/retry',
    note: 'an unknown renewal',
    request: () => ({
      body: { subscriptionOid: UNKNOWN, period: '2026-12', requestId: 'matrix-retry-1' },
    }),
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/payment/admin/renewals/end',
    note: 'an unknown renewal',
    request: () => ({
      body: { subscriptionOid: UNKNOWN, period: '2026-12', reason: 'matrix check' },
    }),
    expect: adminRoute(404),
  },
  {
    method: 'GET',
    path: '/payment/admin/reconciliation?from=2026-11-01&to=2026-11-02',
    expect: adminRoute(200),
  },
  {
    method: 'POST',
    path: '/payment/admin/reconciliation/settle',
    note: 'an unknown payment',
    request: () => ({
      body: {
        paymentOid: UNKNOWN,
        verdict: 'missing_theirs',
        coins: -1,
        reason: 'matrix check',
        requestId: 'matrix-settle-1',
      },
    }),
    expect: adminRoute(404),
  },
  { method: 'GET', path: '/live/admin/donation/external', expect: adminRoute(200) },
  // Campaign revenue: tests/http/campaigns.http.test.ts.
  { method: 'GET', path: '/content/admin/campaign/revenue', expect: adminRoute(200) },
]
