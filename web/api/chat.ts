import type { GuestResponse } from '../../platform/accounts/contract'
import type {
  ChatModelChoice,
  ChatRoomModel,
  ChatRoomModelChoices,
  ChatTurnQuote,
  StoryPreview,
} from '../../platform/chat/contract'
import type { ImageUnlockQuote, SituationImage } from '../../platform/chat/images/contract'
import type { Persona, StoryCharacter } from '../../platform/chat/personal/contract'
import type { PromptLogEntry } from '../../platform/chat/prompt-logs/contract'
import type {
  ReplyRatingReason,
  ReplyRatingRequest,
  ReplyRatingView,
} from '../../platform/chat/ratings/contract'
import type {
  ChatAlternatives,
  ChatMessageStatus,
  ChatMessageView,
  ChatRoomOptions,
  ChatRoomStatus,
  ChatRoomView,
  ChatTheme,
  StoryChatSettings,
} from '../../platform/chat/rooms/contract'
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
  ChatAlternatives,
  ChatMessageStatus,
  ChatMessageView,
  ChatModelChoice,
  ChatRoomModel,
  ChatRoomModelChoices,
  ChatRoomOptions,
  ChatRoomStatus,
  ChatRoomView,
  ChatTheme,
  ChatTurnQuote,
  ImageUnlockQuote,
  Persona,
  PromptLogEntry,
  ReplyRatingReason,
  ReplyRatingRequest,
  ReplyRatingView,
  SituationImage,
  StoryCharacter,
  StoryChatSettings,
  StoryPreview,
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
      api.post('/story-chat/chat-room', {
        contentOid,
        ...(startStoryOid ? { startStoryOid } : {}),
      }),
    status: (roomOid: string) => api.get('/story-chat/chat-room/:id/status', { id: roomOid }),
    prevMessages: (roomOid: string, targetMessageId?: string | null, count = 100) =>
      api.get('/story-chat/chat-room/:id/prev-messages', {
        id: roomOid,
        count,
        targetMessageId: targetMessageId ?? undefined,
      }),
    rollback: (roomOid: string, rollbackToMessageId: string) =>
      api.post('/story-chat/chat-room/:id/rollback', { id: roomOid, rollbackToMessageId }),
    switchTo: (roomOid: string, messageId: string) =>
      api.post('/story-chat/chat-room/:id/switch', { id: roomOid, messageId }),
    deleteResponse: (roomOid: string, messageId: string) =>
      api.delete('/story-chat/chat-room/:id/response', { id: roomOid, messageId }),
    rateReply: (roomOid: string, request: ReplyRatingRequest) =>
      api.post('/story-chat/chat-room/:id/rating', { id: roomOid, ...request }),
    editMessage: (roomOid: string, messageId: string, text: string) =>
      api.post('/story-chat/message/update', {
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
      api.post('/story-chat/chat-room/:id/user-settings', { id: roomOid, settings }),
    userTheme: (roomOid: string, settings: ChatTheme) =>
      api.post('/story-chat/chat-room/:id/user-theme', { id: roomOid, settings }),
    situationImage: (roomOid: string) => api.get('/story-chat/situation-image', { roomOid }),
    unlockImage: (
      contentOid: string,
      target: { imageHash: string } | { allImages: true },
      roomOid: string,
    ) =>
      api.post('/story-chat/image/unlock', {
        contentOid,
        ...target,
        metadataOid: roomOid,
      }),
    imageUnlockQuote: (contentOid: string, roomOid: string) =>
      api.get('/story-chat/image/unlock-quote', {
        contentOid,
        metadataOid: roomOid,
      }),
    signedImageUrl: (contentOid: string, imageHash: string, roomOid: string) =>
      api.get('/story-chat/image/signed-url', { contentOid, imageHash, roomOid }),
    couponInfo: () => api.get('/story-chat/coupon-info'),
    redeemCoupon: (code: string) => api.post('/story-chat/coupon/redeem', { code }),
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
    claimGuestRooms: () => api.post('/story-chat/chat-rooms/claim'),
    personas: () => api.get('/story-chat/personas'),
    createPersona: (persona: Omit<Persona, 'personaOid'>) =>
      api.post('/story-chat/personas/create', { ...persona }),
    updatePersona: (persona: Persona) => api.post('/story-chat/personas/update', { ...persona }),
    deletePersona: (personaOid: string) => api.delete('/story-chat/personas', { personaOid }),
    conversionInfo: (): Promise<ConversionInfo> => api.get('/story-chat/convert/credit'),
    convertCoins: (amount: number): Promise<{ balances: WalletBalances }> =>
      api.post('/story-chat/convert/credit', { amount, type: 'coin' }),
    guestStatus: () => api.get('/account/guest/status'),
    /** The models the room's player may choose, each quoted at the room's settings. */
    modelChoices: (roomOid: string) => api.get('/story-chat/chat-room/:id/models', { id: roomOid }),
    /** A published story's cast, openings, tags and price per turn, before playing. */
    storyPreview: (contentOid: string) => api.get('/story-chat/story-preview', { contentOid }),
    characterInfo: (roomOid: string) => api.get('/story-chat/character-info', { roomOid }),
    /**
     * What was sent to the model per turn, newest first (the room's owner and admins): the
     * whole prompt for admins and the story's creator (`full`), else the player's own
     * messages and the visible replies (`own`).
     */
    promptLogs: (roomOid: string, limit?: number) =>
      api.get('/story-chat/prompt-logs', {
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
