/**
 * The chat admin routes the studio calls (mounted under `/api/story-chat`), as a type map
 * for the typed client: paths relative to `/api`, requests and answers. Types only.
 */

/** A system prompt variant an admin tries in the test chat. */
export interface TestPromptView {
  oid: string
  name: string
  promptType: string
  text: string
  createdAt: string
}

/** One saved version of a system prompt; at most one per type and language is active. */
export interface SystemPromptView {
  oid: string
  promptType: string
  language: 'en' | 'ko' | 'jp' | 'es'
  version: number
  text: string
  active: boolean
  createdAt: string
}

/** A catalogue model as the admin playground offers it (`credits`: a player's normal turn). */
export interface PlaygroundModelView {
  id: string
  label: string
  provider: string
  offline: boolean
  credits: number
  contextWindow: number
  maxOutputTokens: number
}

/** One reply of the playground: its text, the provider's token counts, price and timing. */
export interface PlaygroundReplyView {
  text: string
  finishReason: string
  model: PlaygroundModelView
  usage: { inputTokens: number; outputTokens: number }
  credits: number
  latencyMs: number
  firstTextMs: number | null
}

export interface PlaygroundRequest {
  model: string
  systemPrompt: string
  messages: Array<{ role: 'user' | 'assistant'; text: string }>
  temperature?: number
  maxOutputTokens?: number
}

/** The parts of a room's next prompt an admin replaces; an absent part is the room's own. */
export interface ComposerRequest {
  roomOid: string
  userMessage: string
  systemPrompt?: string
  persona?: { name: string; prompt: string }
  lorebookEntryIds?: string[]
  historyMessages?: number
  model?: string
}

/** A room's next prompt as the engine assembles it from the parts, and how it was built. */
export interface ComposedPromptView {
  room: {
    roomOid: string
    title: string
    contentOid: string
    ownerUserOid: string | null
    language: string
    promptType: string
    model: string
  }
  persona: { name: string; prompt: string }
  messages: Array<{ role: 'system' | 'user' | 'assistant'; content: string }>
  sections: Array<{ name: string; tokens: number }>
  promptTokens: number
  history: { onPath: number; kept: number; dropped: number; summarized: number }
  lorebook: Array<{ entryId: string; name: string; outcome: 'activated' | 'dropped'; why: string }>
  entries: Array<{ id: string; name: string; keys: string[]; constant: boolean }>
  credits: number
}

/** What paid for chats on one UTC day (`credit-event`). */
export interface CreditEventTotalsView {
  chats: number
  paidChats: number
  creditsCharged: number
  couponChats: number
  commentRefunds: number
  creditsRefunded: number
}
export type CreditEventDayView = CreditEventTotalsView & { day: string }

/** Credits players spent on one creator's stories in a period (`creator/consume`). */
export interface CreatorConsumptionView {
  creatorOid: string
  credits: number
  chats: number
  contents: Array<{ contentOid: string; title: string; credits: number; chats: number }>
}

/** One room by the credits its replies cost (`top-credit-consuming-chats`). */
export interface CreditConsumingChatView {
  roomOid: string
  contentOid: string
  userOid: string | null
  credits: number
  replies: number
}

/** A room as the chat archive lists it. */
export interface ArchiveRoomView {
  roomOid: string
  contentOid: string
  title: string
  ownerUserOid: string | null
  guest: boolean
  compiledVersion: number
  createdAt: string
  updatedAt: string
  archivedAt: string | null
}

export interface ChatAdminRoutes {
  'GET /story-chat/system-prompts': {
    request: Record<string, never>
    response: {
      prompts: SystemPromptView[]
      /** The built-in system prompt per language and type, used while no version is active. */
      defaults: Record<string, Record<string, string>>
    }
  }
  'POST /story-chat/system-prompts': {
    request: { promptType: string; language: SystemPromptView['language']; text: string }
    response: { oid: string; version: number; active: boolean }
  }
  'POST /story-chat/system-prompts/activate': {
    request: { oid: string }
    response: { oid: string; version: number; active: true }
  }
  'GET /story-chat/test-prompts': {
    request: Record<string, never>
    response: { prompts: TestPromptView[] }
  }
  'GET /story-chat/admin/models': {
    request: Record<string, never>
    response: { models: PlaygroundModelView[] }
  }
  'POST /story-chat/admin/playground': {
    request: PlaygroundRequest
    response: PlaygroundReplyView
  }
  'POST /story-chat/admin/prompt-composer': {
    request: ComposerRequest
    response: ComposedPromptView
  }
  'POST /story-chat/test-prompts': {
    request: { name: string; promptType: string; text: string }
    response: { prompt: TestPromptView }
  }
  /** Spec admin credit metrics: `from`/`to` default to the last 30 days, at most a year. */
  'GET /story-chat/credit-event': {
    request: { from?: string; to?: string }
    response: {
      from: string
      to: string
      days: CreditEventDayView[]
      totals: CreditEventTotalsView
    }
  }
  'GET /story-chat/creator/consume': {
    request: { from?: string; to?: string; creatorOid?: string; limit?: number }
    response: { from: string; to: string; creators: CreatorConsumptionView[] }
  }
  'GET /story-chat/top-credit-consuming-chats': {
    request: { limit?: number }
    response: { chats: CreditConsumingChatView[] }
  }
  'GET /story-chat/old-chat-rooms': {
    request: { days?: number; limit?: number; q?: string; after?: string }
    response: { rooms: ArchiveRoomView[]; next: string | null }
  }
  'POST /story-chat/archive-chat-rooms': {
    request: { days: number; roomOids?: string[] }
    response: { archived: number; roomOids: string[] }
  }
  'GET /story-chat/admin/archived-rooms': {
    request: { q?: string; before?: string }
    response: { rooms: ArchiveRoomView[]; next: string | null }
  }
  'GET /story-chat/admin/chat-room': {
    request: { roomOid: string; from?: string }
    response: {
      room: ArchiveRoomView
      messages: Array<{
        messageId: string
        role: 'user' | 'assistant'
        text: string
        status: string
        turnIndex: number
        createdAt: string
      }>
      next: string | null
    }
  }
}
