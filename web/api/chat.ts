import type { GuestResponse } from '../../platform/accounts/contract'
import type {
  ChatModelChoice,
  ChatRoomModel,
  ChatRoomModelChoices,
  ChatTurnQuote,
  StoryPreview,
} from '../../platform/chat/contract'
import type {
  ReplyRatingReason,
  ReplyRatingRequest,
  ReplyRatingView,
} from '../../platform/chat/ratings/contract'
import { apiErrorFromBody } from './api-error'
import { buildRequest, type RequestContext } from './build-request'
import type { ApiClient } from './client'
import { downloadName } from './download-name'
import { createTypedApi } from './typed-api'

/**
 * The story-chat API as the player sees it (`docs/STORY-CHAT.md`). The JSON calls go
 * through the shared client; the streamed calls answer a raw `Response` whose body the
 * caller reads as SSE (`player/chat/stream`), so a refusal before the stream still
 * becomes an `ApiError` with the spec's text.
 */
const BASE = '/api/story-chat'

export type {
  ChatModelChoice,
  ChatRoomModel,
  ChatRoomModelChoices,
  ChatTurnQuote,
  ReplyRatingReason,
  ReplyRatingRequest,
  ReplyRatingView,
  StoryPreview,
}

export interface ChatAlternatives {
  /** 1-based position among the replies to the same message. */
  index: number
  total: number
  ids: string[]
}

export type ChatMessageStatus = 'complete' | 'streaming' | 'failed'

export interface ChatMessageView {
  messageId: string
  parentId: string | null
  role: 'user' | 'assistant'
  text: string
  status: ChatMessageStatus
  turnIndex: number
  creditsCharged: number | null
  error: string | null
  createdAt: string
  alternatives?: ChatAlternatives | undefined
  /** The player's rating of a reply (prev-messages): null when not rated. */
  rating?: ReplyRatingView | null | undefined
}

export interface StoryChatSettings {
  personaOid?: string | null
  personaName?: string
  promptType?: string
  impersonationOn?: boolean
  responseLength?: 'short' | 'normal' | 'long'
  detailLevel?: number
  enhancedInference?: boolean
  inferenceLevel?: 'basic' | 'advanced' | 'expert'
  impersonationCharacterId?: string | null
  model?: string
}

export interface ChatTheme {
  fontFamily?: string
  fontSize?: number
  background?: string
}

export interface ChatRoomOptions {
  bookmarks?: string[]
  autoProgress?: boolean
}

export interface ChatRoomView {
  roomOid: string
  contentOid: string
  title: string
  compiledVersion: number
  startStoryOid: string
  /** The story's owner (who may see the debug panel, with admins); null for old rooms of unpublished stories. */
  creatorOid: string | null
  headMessageId: string | null
  userSettings: StoryChatSettings | null
  adminSettings: Record<string, unknown> | null
  theme: ChatTheme | null
  options: ChatRoomOptions | null
  /** When the player pinned the room (My chats lists it first); null when not pinned. */
  pinnedAt?: string | null
  createdAt: string
  updatedAt: string
}

export interface ChatRoomStatus {
  room: ChatRoomView
  head: ChatMessageView | null
  streaming: { messageId: string } | null
  state: Record<string, unknown> | null
  /** The story ended at the head (an "End the story" trigger): no turn runs there any more. */
  ended?: boolean
  /** The ending's closing text; null while the story goes on or when the ending has none. */
  endText?: string | null
  /** The model of the next turn (`offline` when the built-in demo model answers for it), its fee and the quote a turn takes. */
  model: ChatRoomModel
  /** A rollback the player may undo: `switch` to this head returns to where they were. */
  rollbackUndo?: { headMessageId: string } | null
}

export interface SituationImage {
  imageId: string
  imageHash: string
  tags: string[]
  matchedTags?: string[]
  locked: boolean
  price: number
  url: string | null
}

/** What "unlock all" buys now and what it charges (`GET /image/unlock-quote`). */
export interface ImageUnlockQuote {
  images: { imageHash: string; imageId: string; tags: string[]; price: number }[]
  /** The images' prices added up. */
  sum: number
  /** The bulk discount the server takes off the sum. */
  discountPercent: number
  /** What the bulk unlock charges: the sum less the discount, rounded down. */
  total: number
}

/** A character of the room's story (`GET /character-info`). */
export interface StoryCharacter {
  id: string
  name: string
  description: string
  personality: string
  imageIds: string[]
  /** The character's first free picture, shown beside its replies; null without one. */
  portraitUrl: string | null
}

/** One turn's prompt log (`GET /prompt-logs`): the request as sent, the engine's notes, the price. */
export interface PromptLogEntry {
  messageId: string
  model: string
  request: {
    messages?: { role: string; content: unknown }[]
    generation?: Record<string, unknown>
    offline?: boolean
  } & Record<string, unknown>
  debug: Record<string, unknown> | null
  price: { charged?: number } & Record<string, unknown>
  createdAt: string
}

export interface Persona {
  personaOid: string
  name: string
  prompt: string
  sex: 'female' | 'male' | 'other'
}

export interface WalletBalances {
  coins: number
  bonusCoins: number
  credits: number
  bonusCredits: number
  earnings: number
  heldCredits: number
}

export interface ConversionInfo {
  creditsPerCoin: number
  maxCoins: number
  balances: WalletBalances
}

/** A guest's free chats, as the accounts contract answers them. */
export type GuestStatus = GuestResponse

export type TurnBody =
  | { kind: 'message'; message: string; requestId: string; personaOid?: string }
  | { kind: 'reroll'; messageId: string; requestId: string; personaOid?: string }
  | { kind: 'auto-chat'; requestId: string; personaOid?: string }

export interface ChatStreamDeps {
  getContext: () => RequestContext
  fetch?: typeof fetch
}

export function createChatApi(client: ApiClient, deps: ChatStreamDeps) {
  const api = createTypedApi(client)
  const fetcher = deps.fetch ?? globalThis.fetch.bind(globalThis)
  const room = (roomOid: string) => `${BASE}/chat-room/${encodeURIComponent(roomOid)}`

  /**
   * Opens a stream (or a download); a non-OK answer (a refusal before it) throws its
   * ApiError.
   */
  async function openStream(
    method: 'GET' | 'POST',
    path: string,
    options: {
      body?: Record<string, unknown>
      query?: Record<string, string>
      lastEventId?: string | null
      signal?: AbortSignal
      /** What the answer is read as; a stream's events unless said (a file's lines). */
      accept?: string
    },
  ): Promise<Response> {
    const built = buildRequest(
      method,
      path,
      {
        ...(options.body ? { body: options.body } : {}),
        ...(options.query ? { query: options.query } : {}),
      },
      deps.getContext(),
    )
    const headers: Record<string, string> = {
      ...built.init.headers,
      accept: options.accept ?? 'text/event-stream',
    }
    if (options.lastEventId) headers['last-event-id'] = options.lastEventId
    const response = await fetcher(built.url, {
      ...built.init,
      headers,
      ...(options.signal ? { signal: options.signal } : {}),
      cache: 'no-store',
    })
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => null)
      throw apiErrorFromBody(response.status, body)
    }
    return response
  }

  return {
    createRoom: (contentOid: string, startStoryOid?: string | null) =>
      client.post<{ room: ChatRoomView; messages: ChatMessageView[] }>(`${BASE}/chat-room`, {
        contentOid,
        ...(startStoryOid ? { startStoryOid } : {}),
      }),
    status: (roomOid: string) => client.get<ChatRoomStatus>(`${room(roomOid)}/status`),
    prevMessages: (roomOid: string, targetMessageId?: string | null, count = 100) =>
      client.get<{ messages: ChatMessageView[]; hasMore: boolean }>(
        `${room(roomOid)}/prev-messages`,
        { count, targetMessageId: targetMessageId ?? undefined },
      ),
    rollback: (roomOid: string, rollbackToMessageId: string) =>
      client.post<{ headMessageId: string }>(`${room(roomOid)}/rollback`, { rollbackToMessageId }),
    switchTo: (roomOid: string, messageId: string) =>
      client.post<{ head: ChatMessageView }>(`${room(roomOid)}/switch`, { messageId }),
    deleteResponse: (roomOid: string, messageId: string) =>
      client.request<{ headMessageId: string | null; deleted: string[] }>(
        'DELETE',
        `${room(roomOid)}/response`,
        { body: { messageId } },
      ),
    rateReply: (roomOid: string, request: ReplyRatingRequest) =>
      client.post<{ rating: ReplyRatingView | null }>(`${room(roomOid)}/rating`, { ...request }),
    editMessage: (roomOid: string, messageId: string, text: string) =>
      client.post<{ message: ChatMessageView }>(`${BASE}/message/update`, {
        messageId,
        roomId: roomOid,
        text,
      }),
    updateField: (
      roomOid: string,
      fieldName: 'title' | 'bookmarks' | 'autoProgress',
      fieldValue: unknown,
    ) =>
      api.post('/story-chat/chat-room/:id/update-field', {
        id: roomOid,
        fieldName,
        fieldValue,
      }) as Promise<{ title?: string; options?: ChatRoomOptions }>,
    userSettings: (roomOid: string, settings: StoryChatSettings) =>
      client.post<{ userSettings: StoryChatSettings; model: ChatRoomModel }>(
        `${room(roomOid)}/user-settings`,
        { settings },
      ),
    userTheme: (roomOid: string, settings: ChatTheme) =>
      client.post<{ theme: ChatTheme }>(`${room(roomOid)}/user-theme`, { settings }),
    situationImage: (roomOid: string) =>
      client.get<{ image: SituationImage | null }>(`${BASE}/situation-image`, { roomOid }),
    unlockImage: (
      contentOid: string,
      target: { imageHash: string } | { allImages: true },
      roomOid: string,
    ) =>
      client.post<Record<string, unknown>>(`${BASE}/image/unlock`, {
        contentOid,
        ...target,
        metadataOid: roomOid,
      }),
    imageUnlockQuote: (contentOid: string, roomOid: string) =>
      client.get<ImageUnlockQuote>(`${BASE}/image/unlock-quote`, {
        contentOid,
        metadataOid: roomOid,
      }),
    signedImageUrl: (contentOid: string, imageHash: string, roomOid: string) =>
      client.get<{ url: string }>(`${BASE}/image/signed-url`, { contentOid, imageHash, roomOid }),
    couponInfo: () => client.get<{ chatsLeft: number }>(`${BASE}/coupon-info`),
    redeemCoupon: (code: string) =>
      client.post<{ redeemed: boolean; chatsGranted: number; chatsLeft: number }>(
        `${BASE}/coupon/redeem`,
        { code },
      ),
    /**
     * The caller's rooms (user or guest device), most recently written first, each with its
     * last message, and the titles of their stories; `contentOid` keeps one story's.
     */
    listRooms: (filter: { contentOid?: string } = {}) => api.get('/story-chat/chat-rooms', filter),
    deleteRoom: (roomOid: string) => api.delete('/story-chat/chat-room', { roomOid }),
    pinRoom: (roomOid: string, pinned: boolean) =>
      api.post('/story-chat/chat-room/:id/pin', { id: roomOid, pinned }),
    /** A SillyTavern chat file (its text) played on in a new room of the story. */
    importRoom: (input: { contentOid: string; jsonl: string; title?: string }) =>
      api.post('/story-chat/chat-rooms/import', input),
    /** The room as a SillyTavern chat file: its text and the file name the server gives it. */
    exportRoom: async (roomOid: string): Promise<{ text: string; fileName: string }> => {
      const response = await openStream('GET', `${room(roomOid)}/export`, {
        accept: 'application/x-ndjson',
      })
      return {
        text: await response.text(),
        fileName: downloadName(response.headers.get('content-disposition')) ?? 'chat.jsonl',
      }
    },
    claimGuestRooms: () => client.post<{ claimed: number }>(`${BASE}/chat-rooms/claim`),
    personas: () => client.get<{ personas: Persona[] }>(`${BASE}/personas`),
    createPersona: (persona: Omit<Persona, 'personaOid'>) =>
      client.post<{ persona: Persona }>(`${BASE}/personas/create`, { ...persona }),
    updatePersona: (persona: Persona) =>
      client.post<{ persona: Persona }>(`${BASE}/personas/update`, { ...persona }),
    deletePersona: (personaOid: string) =>
      client.request<unknown>('DELETE', `${BASE}/personas`, { body: { personaOid } }),
    conversionInfo: (): Promise<ConversionInfo> => api.get('/story-chat/convert/credit'),
    convertCoins: (amount: number): Promise<{ balances: WalletBalances }> =>
      api.post('/story-chat/convert/credit', { amount, type: 'coin' }),
    guestStatus: () => api.get('/account/guest/status'),
    /** The models the room's player may choose, each quoted at the room's settings. */
    modelChoices: (roomOid: string) => client.get<ChatRoomModelChoices>(`${room(roomOid)}/models`),
    /** A published story's cast, openings, tags and price per turn, before playing. */
    storyPreview: (contentOid: string) =>
      client.get<StoryPreview>(`${BASE}/story-preview`, { contentOid }),
    characterInfo: (roomOid: string) =>
      client.get<{ characters: StoryCharacter[] }>(`${BASE}/character-info`, { roomOid }),
    /**
     * What was sent to the model per turn, newest first (the room's owner and admins): the
     * whole prompt for admins and the story's creator (`full`), else the player's own
     * messages and the visible replies (`own`).
     */
    promptLogs: (roomOid: string, limit?: number) =>
      client.get<{ scope: 'full' | 'own'; logs: PromptLogEntry[] }>(`${BASE}/prompt-logs`, {
        roomOid,
        ...(limit ? { limit } : {}),
      }),

    /** Starts a turn; the answer's body is the SSE stream of the new reply. */
    startTurn: (roomOid: string, turn: TurnBody, signal?: AbortSignal) => {
      const { kind, ...body } = turn
      return openStream('POST', `${room(roomOid)}/${kind}`, { body, ...(signal ? { signal } : {}) })
    },
    /** Resumes a reply's stream after the last event seen, or from its start by message id. */
    resumeStream: (
      roomOid: string,
      from: { lastEventId: string } | { messageId: string },
      signal?: AbortSignal,
    ) => {
      return openStream('GET', `${room(roomOid)}/stream`, {
        ...('messageId' in from ? { query: { messageId: from.messageId } } : {}),
        lastEventId: 'lastEventId' in from ? from.lastEventId : null,
        ...(signal ? { signal } : {}),
      })
    },
  }
}

export type ChatApi = ReturnType<typeof createChatApi>
