import type { ChatSettingsInput, PartnerType } from '../../platform/direct-chat/contract'
import { api } from '../../web/session'

export type {
  ChatPartner,
  ChatRoomView,
  ChatSettings,
  ChatSettingsInput,
  CheckPoint,
  DirectMessage,
  ImageReception,
  MyRoomView,
  PartnerType,
  RoomMember,
  WhoMayMessage,
} from '../../platform/direct-chat/contract'

/** The direct chat calls the screens make (`/api/chat`, docs/DIRECT-CHAT.md). */
export const directChatApi = {
  rooms: () => api.get('/chat/rooms', { limit: 100 }),
  checkPoints: () => api.get('/chat/messages/check-point'),
  globalRooms: (language: 'ko' | 'en' | 'jp' | 'es') =>
    api.get('/chat/global-chat-rooms/all', { language }),
  searchPartners: (nickname: string, partnerType: PartnerType) =>
    api.get('/chat/chat-partners/search', { nickname, partnerType }),
  createRoom: (partnerOids: string[], title = '') =>
    api.post('/chat/rooms', { partnerOids, title }),
  room: (roomId: string) => api.get('/chat/rooms/:roomId', { roomId }),
  globalRoom: (id: string) => api.get('/chat/global-chat-room/:id', { id }),
  join: (roomId: string) => api.post('/chat/rooms/:roomId/join', { roomId }),
  leave: (roomId: string) => api.post('/chat/rooms/:roomId/leave', { roomId }),
  history: (roomId: string, cursor: { before?: string; after?: string } = {}) =>
    api.get('/chat/rooms/:roomId/messages', { roomId, ...cursor }),
  send: (roomId: string, text: string, clientMessageId: string) =>
    api.post('/chat/rooms/:roomId/messages', { roomId, text, clientMessageId }),
  markRead: (roomId: string, messageId: string) =>
    api.post('/chat/rooms/:roomId/read', { roomId, messageId }),
  settingsOf: (userOid?: string) => api.get('/chat/chat-settings', userOid ? { userOid } : {}),
  saveSettings: (toSettings: ChatSettingsInput) => api.post('/chat/chat-settings', { toSettings }),
  tiers: (creatorOid: string) => api.get('/account/subscription_tiers', { creatorOid }),
  donate: (input: {
    targetUserOid: string
    roomId: string
    coinAmount: number
    message: string
    requestId: string
  }) => api.post('/chat/donation', input),
  blocked: () => api.get('/chat/blocks'),
  block: (userOid: string) => api.post('/chat/blocks', { userOid }),
  unblock: (userOid: string) => api.post('/chat/blocks/remove', { userOid }),
  report: (input: { roomId: string; userOid?: string; reason: string }) =>
    api.post('/chat/reports', input),
}
