import { createTypedApi } from '../../web/api'
import { apiClient } from '../../web/session'

const api = createTypedApi(apiClient)

/** The story page's preview of a published story (`GET /story-chat/story-preview`). */
export const previewApi = {
  get: (contentOid: string) => api.get('/story-chat/story-preview', { contentOid }),
}
