import { adminRoute, type RouteCase } from '../../support/authorization-matrix'

const NOBODY = 'f'.repeat(24)

/** The admin area's live pages' routes in the role × route matrix. */
export const adminLiveMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/discord/admin/creators?q=matrix',
    note: 'searched, one page',
    expect: adminRoute(200),
  },
  {
    method: 'GET',
    path: `/discord/admin/members?creatorOid=${NOBODY}`,
    note: 'a creator without a server',
    expect: adminRoute(404),
  },
  { method: 'GET', path: '/live/admin/ingests', expect: adminRoute(200) },
]
