import { api } from '../../../web/session'

/** The recommended files' admin calls (platform/content/files, docs/community/file-contents.md). */
export const fileRecommendationsApi = {
  list: () => api.get('/content/admin/file-recommendations'),
  search: (q: string) => api.get('/content/admin/file-recommendations/search', { q }),
  add: (fileOid: string) => api.post('/content/admin/file-recommendations', { fileOid }),
  order: (fileOids: string[]) =>
    api.post('/content/admin/file-recommendations/order', { fileOids }),
  remove: (fileOid: string) => api.delete('/content/admin/file-recommendations', { fileOid }),
}
