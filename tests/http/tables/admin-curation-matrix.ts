/**
 * The curation pages' routes in the role × route matrix: the curated pages' list and edits
 * are for admins only; the published pages players read are public. What they do:
 * tests/http/admin-content-curation.http.test.ts. The search categories' and banners' admin
 * routes too (tests/http/admin-content-discovery.http.test.ts); their public calls are in
 * content-matrix.ts.
 */
import { adminRoute, publicRoute, type RouteCase } from '../../support/authorization-matrix'

const unknownPage = 'c'.repeat(24)
const unknownComponent = 'd'.repeat(24)
const unknownBanner = 'e'.repeat(24)

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
  { method: 'GET', path: '/content/admin/search-components', expect: adminRoute(200) },
  {
    method: 'GET',
    path: `/content/admin/search-component?componentOid=${unknownComponent}`,
    note: 'an unknown category',
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/content/admin/search-component',
    note: 'a hidden hashtag category',
    request: () => ({
      body: {
        kind: 'tags',
        titles: { en: 'Matrix', ko: '매트릭스', jp: 'マトリクス', es: 'Matriz' },
        inputs: ['matrix'],
        hidden: true,
      },
    }),
    expect: adminRoute(200),
  },
  {
    method: 'POST',
    path: '/content/admin/search-component/move',
    note: 'an unknown category',
    request: () => ({ body: { componentOid: unknownComponent, position: 1 } }),
    expect: adminRoute(404),
  },
  {
    method: 'POST',
    path: '/content/admin/search-components/publish',
    request: () => ({ body: {} }),
    expect: adminRoute(200),
  },
  {
    method: 'DELETE',
    path: '/content/admin/search-component',
    note: 'an unknown category',
    request: () => ({ body: { componentOid: unknownComponent } }),
    expect: adminRoute(404),
  },
  { method: 'GET', path: '/content/admin/banners?kind=platform', expect: adminRoute(200) },
  {
    method: 'POST',
    path: '/content/admin/banner',
    note: 'a draft banner',
    request: () => ({
      body: {
        kind: 'platform',
        title: 'Matrix',
        imageUrl: '/files/matrix.png',
        linkUrl: '/search',
        placement: 'search',
        languages: [],
        countries: [],
        startsAt: '2026-01-01T00:00:00Z',
        endsAt: '2026-01-02T00:00:00Z',
        order: 999,
      },
    }),
    expect: adminRoute(200),
  },
  {
    method: 'POST',
    path: '/content/admin/banner/publish',
    note: 'an unknown banner',
    request: () => ({ body: { bannerOid: unknownBanner, published: true } }),
    expect: adminRoute(404),
  },
  {
    method: 'DELETE',
    path: '/content/admin/banner',
    note: 'an unknown banner',
    request: () => ({ body: { bannerOid: unknownBanner } }),
    expect: adminRoute(404),
  },
  {
    method: 'GET',
    path: '/content/admin/banner-counts?from=2026-01-01&to=2026-01-31',
    expect: adminRoute(200),
  },
]
