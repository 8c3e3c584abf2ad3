import type { StoryPreview } from '../../web/api/chat'
import { apiClient } from '../../web/session'

/** The story page's preview of a published story (`GET /story-chat/story-preview`). */
export const previewApi = {
  get: (contentOid: string) =>
    apiClient.get<StoryPreview>('/api/story-chat/story-preview', { contentOid }),
}
