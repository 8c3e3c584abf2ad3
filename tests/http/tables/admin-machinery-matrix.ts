import { adminRoute, type RouteCase } from '../../support/authorization-matrix'

/** The admin area's machinery pages' routes in the role × route matrix. */
export const adminMachineryMatrix: RouteCase[] = [
  { method: 'GET', path: '/content/admin/encoding-callbacks', expect: adminRoute(200) },
  {
    method: 'POST',
    path: '/content/admin/lambdaComplete',
    note: 'an unknown job',
    request: () => ({ body: { jobId: 'e'.repeat(24) } }),
    expect: adminRoute(404),
  },
  { method: 'GET', path: '/upload/admin/cache', expect: adminRoute(200) },
]
