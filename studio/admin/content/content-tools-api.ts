import type {
  AdminContentData,
  AdminContentSearchAnswer,
} from '../../../platform/content/tools/contract'
import { api } from '../../../web/session'

/** The content tools' calls (platform/content/tools): content data, resends, the hashtag index. */
export const contentToolsApi = {
  search: async (query: { q?: string; before?: string }) =>
    (await api.get('/content/admin/content-data', query)) as AdminContentSearchAnswer,
  content: async (contentOid: string) =>
    (await api.get('/content/admin/content-data', { contentOid })) as AdminContentData,
  resend: (contentOid: string, requestId: string) =>
    api.post('/content/admin/resend-notification', { contentOid, requestId }),
  hashtags: (query: { q?: string; after?: string }) => api.get('/content/admin/hashtags', query),
  refreshHashtags: () => api.post('/content/admin/hashtags/refresh', {}),
}
