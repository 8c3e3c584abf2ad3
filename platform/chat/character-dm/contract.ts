/** Wire types of a character's direct chat (docs/CHARACTER-DM.md). */
import type { ChatMessageView, ChatRoomView } from '../rooms/contract'

/** The studio's setting of a story. */
export interface CharacterDmSettingView {
  contentOid: string
  enabled: boolean
  characterId: string | null
  priceCredits: number
  freeTierHashes: string[]
}

/** What a fan sees on the story page and the channel: whom they may message, and at what price. */
export interface CharacterDmOffer {
  contentOid: string
  enabled: boolean
  character: { id: string; name: string; portraitUrl: string | null } | null
  /** Credits one message costs this fan (0 within a free tier). */
  priceCredits: number
}

/** A fan's room with a character, as the direct-chat list shows it beside people. */
export interface CharacterRoomView {
  roomOid: string
  contentOid: string
  characterId: string
  characterName: string
  portraitUrl: string | null
  storyTitle: string
  createdAt: string
}

export interface CharacterMemoryView {
  memoryOid: string
  content: string
  roomOid: string
  createdAt: string
}

export interface CharacterMemoriesAnswer {
  /** Opted in: new rooms carry the memories, and earlier rooms are remembered. */
  enabled: boolean
  memories: CharacterMemoryView[]
}

export const CHARACTER_DM_LIMITS = { maxPriceCredits: 100_000, maxFreeTiers: 20 } as const

/** The calls the front ends make through the typed client (paths under `/api`). */
export interface CharacterDmRoutes {
  'GET /story-chat/character-dm/setting': {
    request: { contentOid: string }
    response: CharacterDmSettingAnswer
  }
  'PUT /story-chat/character-dm/setting': {
    request: CharacterDmSettingView & { characterId: string }
    response: CharacterDmSettingAnswer
  }
  'GET /story-chat/character-dm/offer': {
    request: { contentOid: string }
    response: { offer: CharacterDmOffer }
  }
  'POST /story-chat/character-dm/rooms': {
    request: { contentOid: string }
    response: { room: ChatRoomView; messages: ChatMessageView[]; offer: CharacterDmOffer }
  }
  'GET /story-chat/character-dm/rooms': {
    request: Record<string, never>
    response: { rooms: CharacterRoomView[] }
  }
  'GET /story-chat/character-dm/memories': {
    request: { contentOid: string }
    response: CharacterMemoriesAnswer
  }
  'PUT /story-chat/character-dm/memory-setting': {
    request: { contentOid: string; enabled: boolean }
    response: CharacterMemoriesAnswer
  }
  'DELETE /story-chat/character-dm/memories/:memoryOid': {
    request: { memoryOid: string }
    response: { ok: true }
  }
  'GET /story-chat/character-dm/memories/export': {
    request: Record<string, never>
    response: { memories: CharacterMemoryExport[] }
  }
}

/** The studio's read and save: the setting and the compiled cast it may choose from. */
export interface CharacterDmSettingAnswer {
  setting: CharacterDmSettingView
  characters: Array<{ id: string; name: string }>
}

/** One memory in the fan's export, with the story and character it belongs to. */
export interface CharacterMemoryExport {
  memoryOid: string
  contentOid: string
  characterId: string
  roomOid: string
  content: string
  createdAt: string
}
