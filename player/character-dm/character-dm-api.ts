import { api } from '../../web/session'

export type {
  CharacterDmOffer,
  CharacterMemoriesAnswer,
  CharacterMemoryView,
  CharacterRoomView,
} from '../../platform/chat/character-dm/contract'

/** The calls of a character's direct chat (`/api/story-chat/character-dm`, docs/CHARACTER-DM.md). */
export const characterDmApi = {
  offer: (contentOid: string) => api.get('/story-chat/character-dm/offer', { contentOid }),
  openRoom: (contentOid: string) => api.post('/story-chat/character-dm/rooms', { contentOid }),
  rooms: () => api.get('/story-chat/character-dm/rooms'),
  memories: (contentOid: string) => api.get('/story-chat/character-dm/memories', { contentOid }),
  setMemory: (contentOid: string, enabled: boolean) =>
    api.put('/story-chat/character-dm/memory-setting', { contentOid, enabled }),
  forget: (memoryOid: string) =>
    api.delete('/story-chat/character-dm/memories/:memoryOid', { memoryOid }),
  exportAll: () => api.get('/story-chat/character-dm/memories/export'),
}
