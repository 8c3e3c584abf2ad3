/**
 * Admin area rows of the role × route matrix: the audit log is for admins only (a plain
 * user, a creator and a guest are refused), as are the user search and bonus coins. What the
 * log records: tests/http/admin-audit.http.test.ts; grants: admin-bonus-coins.http.test.ts.
 */
import { adminRoute, type RouteCase } from '../../support/authorization-matrix'

export const adminMatrix: RouteCase[] = [
  { method: 'GET', path: '/admin/audit-log', expect: adminRoute(200) },
  {
    method: 'GET',
    path: '/admin/audit-log?q=prompt&limit=5',
    note: 'searched, one page',
    expect: adminRoute(200),
  },
  { method: 'GET', path: '/account/admin/users?q=matrix', expect: adminRoute(200) },
  { method: 'GET', path: '/admin/queues', expect: adminRoute(200) },
  {
    method: 'POST',
    path: '/admin/refund',
    note: 'an unknown transaction',
    request: () => ({
      body: { transactionId: 'nope', reason: 'Matrix refund', requestId: 'matrix-refund-1' },
    }),
    expect: adminRoute(404),
  },
  { method: 'GET', path: '/story-chat/admin/compiled-stories', expect: adminRoute(200) },
  {
    method: 'GET',
    path: `/account/admin/user?oid=${'c'.repeat(24)}`,
    note: 'an unknown account',
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/account/admin/unsuspend',
    note: 'an account that is not suspended',
    request: () => ({ body: { userOid: 'c'.repeat(24) } }),
    expect: adminRoute(200),
  },
  {
    method: 'POST',
    path: '/account/admin/suspend',
    note: 'an unknown account',
    request: () => ({ body: { userOid: 'c'.repeat(24), reason: 'abnormal API' } }),
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/admin/bonuscoins',
    note: 'an unknown user: the grant books to an account made on first use',
    request: () => ({
      body: {
        userOid: 'b'.repeat(24),
        coins: 1,
        reason: 'Matrix grant',
        requestId: `matrix-${Math.random().toString(36).slice(2, 12)}`,
      },
    }),
    expect: adminRoute(200),
  },
]
