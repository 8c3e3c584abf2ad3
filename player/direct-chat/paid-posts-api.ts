import type { MessagePostMetaData } from '../../platform/direct-chat/message-content/contract'
import { api } from '../../web/session'

export type {
  MessageContentView,
  MessageMediaType,
  SendUser,
} from '../../platform/direct-chat/message-content/contract'

/** Paid message contents (`/api/chat/message-content/…`, docs/DIRECT-CHAT.md). */
export const paidPostsApi = {
  between: (userOid: string, partnerUserOid: string) =>
    api.get('/chat/message-content/encoding', { userOid, partnerUserOid }),
  write: (input: {
    postMetaData: MessagePostMetaData
    targetUserOids: string[]
    targetTierHashs: string[]
    targetRoomOids: string[]
  }) => api.post('/chat/message-content/write', input),
  purchase: (creatorOid: string, contentOid: string) =>
    api.post('/chat/message-content/purchase', { creatorOid, contentOid }),
  remove: (contentOid: string) => api.post('/chat/message-content/delete', { contentOid }),
  sendUsers: (sendUserOids: string[], sendTierHashs: string[]) =>
    api.get('/chat/message-content/send-users', {
      sendUserOids: sendUserOids.join(','),
      sendTierHashs: sendTierHashs.join(','),
    }),
  media: (contentOid: string, key: string) =>
    api.get('/chat/message-content/media', { contentOid, key }),
}
