/** Wire types of a character's direct chat (docs/CHARACTER-DM.md). */

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
