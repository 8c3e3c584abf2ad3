import type { ComposerRequest, PlaygroundRequest } from '../../../platform/chat/admin/contract'
import type { ChatLanguage, RoomType } from '../../../platform/direct-chat/contract'
import { api } from '../../../web/session'

/** The Story chat group's own admin calls (platform/chat/admin, docs/admin/story-chat.md). */
export const storyChatAdminApi = {
  models: () => api.get('/story-chat/admin/models'),
  runPlayground: (input: PlaygroundRequest) => api.post('/story-chat/admin/playground', input),
  testPrompts: () => api.get('/story-chat/test-prompts'),
  systemPrompts: () => api.get('/story-chat/system-prompts'),
  composePrompt: (input: ComposerRequest) => api.post('/story-chat/admin/prompt-composer', input),
  saveTestPrompt: (input: { name: string; promptType: string; text: string }) =>
    api.post('/story-chat/test-prompts', input),
  oldRooms: (query: { days: number; limit: number; q?: string; after?: string }) =>
    api.get('/story-chat/old-chat-rooms', query),
  archiveRooms: (input: { days: number; roomOids?: string[] }) =>
    api.post('/story-chat/archive-chat-rooms', input),
  archivedRooms: (query: { q?: string; before?: string }) =>
    api.get('/story-chat/admin/archived-rooms', query),
  room: (query: { roomOid: string; from?: string }) =>
    api.get('/story-chat/admin/chat-room', query),
  /** Direct chat's admin calls (platform/direct-chat, docs/DIRECT-CHAT.md). */
  chatRooms: (query: { page: number; pageViewSize: number; roomType: RoomType }) =>
    api.get('/chat/admin/chat-rooms/all', query),
  chatSettings: (query: { page: number; pageViewSize: number }) =>
    api.get('/chat/admin/chat-settings/all', query),
  createGlobalRoom: (input: {
    language: ChatLanguage
    title: string
    notice: string
    memberLimit: number
  }) => api.post('/chat/admin/global-chat-room', input),
  modifyGlobalRoom: (input: { roomId: string; context: GlobalRoomChange }) =>
    api.post('/chat/admin/global-chat-room/modify', input),
}

export interface GlobalRoomChange {
  title?: string
  notice?: string
  memberLimit?: number
  closed?: boolean
}
