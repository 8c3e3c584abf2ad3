/**
 * Admin area rows of the role × route matrix: the audit log is for admins only (a plain
 * user, a creator and a guest are refused). What it records: tests/http/admin-audit.http.test.ts.
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
]
