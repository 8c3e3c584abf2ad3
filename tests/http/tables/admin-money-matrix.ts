/**
 * The Money group's routes in the role × route matrix: admins only (a plain user, a creator
 * and a guest are refused). What they answer: tests/http/admin-money-ledger.http.test.ts.
 */
import { adminRoute, type RouteCase } from '../../support/authorization-matrix'

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
]
