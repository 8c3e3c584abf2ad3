import { type ApiClient, createTypedApi } from '../../../web/api'
import { apiClient } from '../../../web/session'

/** The chat's moderation calls (platform/live/chat/contract.ts): spec §7 where it has them. */
export function createModerationApi(client: ApiClient) {
  const api = createTypedApi(client)
  return {
    /** A timeout (`chatBan` for `minutes`) or a ban for good (`block`, 0), by user or message. */
    ban: (
      creatorOid: string,
      target: { userOid: string } | { messageId: string },
      reason: 'chatBan' | 'block',
      minutes: number,
    ) => api.post('/live/chatban', { creatorOid, ...target, reason, banTime: minutes }),
    unban: (creatorOid: string, userOid: string) =>
      api.post('/live/removebanusers', { creatorOid, blackUserDataOids: [userOid] }),
    deleteMessage: (creatorOid: string, messageId: string) =>
      api.post('/live/chat/delete', { creatorOid, messageId }),
    makeManager: (creatorOid: string, userOid: string) =>
      api.post('/live/manager', { creatorOid, userOid }),
    /** The co-host answers nothing until the creator unmutes it in the studio. */
    muteCohost: (creatorOid: string) => api.post('/live/cohost/mute', { creatorOid, muted: true }),
  }
}

export const moderationApi = createModerationApi(apiClient)
