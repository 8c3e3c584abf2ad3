import type { FuzzRoute } from '../../support/fuzz'

/** The curation pages' routes with their real field names. */
export const adminCurationFuzz: FuzzRoute[] = [
  { method: 'GET', path: '/content/curated-pages', caller: 'admin', fields: ['q', 'before'] },
  { method: 'GET', path: '/content/admin/curated-page', caller: 'admin', fields: ['pageOid'] },
  {
    method: 'POST',
    path: '/content/admin/curated-page',
    caller: 'admin',
    fields: ['pageOid', 'pageUrl', 'country', 'title', 'sections'],
  },
  {
    method: 'POST',
    path: '/content/admin/curated-page/publish',
    caller: 'admin',
    fields: ['pageOid'],
  },
  { method: 'DELETE', path: '/content/admin/curated-page', caller: 'admin', fields: ['pageOid'] },
  {
    method: 'GET',
    path: '/content/curation',
    caller: 'none',
    fields: ['pageUrl', 'country', 'language', 'adult'],
  },
  {
    method: 'GET',
    path: '/content/page2',
    caller: 'none',
    fields: ['pageOid', 'pageUrl', 'country', 'language'],
  },
]
