/**
 * The curation pages' routes in the role × route matrix: the curated pages' list and edits
 * are for admins only; the published pages players read are public. What they do:
 * tests/http/admin-content-curation.http.test.ts.
 */
import { adminRoute, publicRoute, type RouteCase } from '../../support/authorization-matrix'

const unknownPage = 'c'.repeat(24)

export const adminCurationMatrix: RouteCase[] = [
  { method: 'GET', path: '/content/curated-pages', expect: adminRoute(200) },
  {
    method: 'GET',
    path: '/content/curated-pages?q=home',
    note: 'searched',
    expect: adminRoute(200),
  },
  {
    method: 'GET',
    path: `/content/admin/curated-page?pageOid=${unknownPage}`,
    note: 'an unknown page',
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/content/admin/curated-page',
    note: 'a new page with no sections',
    request: (world) => ({
      body: {
        pageUrl: `matrix-${world.unique()}`.slice(0, 40).toLowerCase(),
        country: 'ALL',
        title: 'Matrix',
        sections: [],
      },
    }),
    expect: adminRoute(200),
  },
  {
    method: 'POST',
    path: '/content/admin/curated-page/publish',
    note: 'an unknown page',
    request: () => ({ body: { pageOid: unknownPage } }),
    expect: adminRoute(404),
  },
  {
    method: 'DELETE',
    path: '/content/admin/curated-page',
    note: 'an unknown page',
    request: () => ({ body: { pageOid: unknownPage } }),
    expect: adminRoute(404),
  },
  { method: 'GET', path: '/content/curation', expect: publicRoute(200) },
  {
    method: 'GET',
    path: '/content/page2?pageUrl=matrix-none&country=KR',
    note: 'no published page there',
    expect: publicRoute(404),
  },
]
