import type { CuratedPageInput } from '../../../platform/content/curation/contract'
import { api } from '../../../web/session'

/** The curation pages' calls (platform/content/curation) and the content search they pick from. */
export const curationApi = {
  pages: (query: { q?: string; before?: string }) => api.get('/content/curated-pages', query),
  page: (pageOid: string) => api.get('/content/admin/curated-page', { pageOid }),
  save: (input: CuratedPageInput) => api.post('/content/admin/curated-page', input),
  publish: (pageOid: string) => api.post('/content/admin/curated-page/publish', { pageOid }),
  remove: (pageOid: string) => api.delete('/content/admin/curated-page', { pageOid }),
  findContents: (keywords: string) =>
    api.get('/content/search', { keywords, adult: 'true', limit: 10 }),
}
