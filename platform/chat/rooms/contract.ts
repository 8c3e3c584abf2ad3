/**
 * The room routes My chats calls, as a type map for the typed client (paths relative to
 * `/api`), their wire types and the chat file's limits. It imports nothing but types, so
 * the front ends may take its values (a shared contract: scripts/check-boundaries.ts).
 */
import type { ChatRoomModel, ChatRoomModelChoices } from '../contract'
import type { RoomGroupBadge } from '../groups/contract'
import type { ReplyRatingView } from '../ratings/contract'

/** The limits of an imported SillyTavern chat file (`POST /story-chat/chat-rooms/import`). */
export const CHAT_IMPORT_LIMITS = {
  /** The file, in UTF-8 bytes. */
  maxBytes: 512 * 1024,
  /** Messages, not counting the header, hidden lines or a reply's alternatives. */
  maxMessages: 1_000,
  /** A message's text (the longest an edited message may be). */
  maxMessageChars: 8_000,
  /** Alternatives of one reply, its own text included. */
  maxSwipes: 20,
} as const

/** What is wrong with a chat file; `details.reason` of a refused import. */
export type ChatFileProblem =
  | 'TOO_LARGE'
  | 'EMPTY'
  | 'NOT_JSON'
  | 'NOT_A_HEADER'
  | 'NO_TEXT'
  | 'BAD_FIELD'
  | 'MESSAGE_TOO_LONG'
  | 'TOO_MANY_SWIPES'
  | 'TOO_MANY_MESSAGES'
  | 'NO_MESSAGES'
  | 'ENDS_WITH_PLAYER'

/** The last message on a room's active path, as the room list shows it. */
export interface RoomLastMessage {
  messageId: string
  role: 'user' | 'assistant'
  /** The message's first characters (at most `ROOM_PREVIEW_CHARS`). */
  preview: string
  status: 'streaming' | 'complete' | 'failed'
  createdAt: string
}

/** How much of the last message the list sends. */
export const ROOM_PREVIEW_CHARS = 200

/** A room of `GET /story-chat/chat-rooms`: the room view, and what the list shows of it. */
export interface RoomListEntry {
  roomOid: string
  contentOid: string
  creatorOid: string | null
  title: string
  compiledVersion: number
  startStoryOid: string
  headMessageId: string | null
  userSettings: Record<string, unknown> | null
  adminSettings: Record<string, unknown> | null
  theme: Record<string, unknown> | null
  options: Record<string, unknown> | null
  /** When the player pinned the room; null when it is not pinned. */
  pinnedAt: string | null
  createdAt: string
  updatedAt: string
  /** The head of the active path (the greeting in a room nobody wrote in yet). */
  lastMessage: RoomLastMessage | null
  /** Messages on the active path, the greeting included: 1 in a new room. */
  messageCount: number
  /** The story has ended at the room's head: it can be read, not continued. */
  ended: boolean
  /** A group room's members (chat/groups); absent for a one-character room. */
  group?: RoomGroupBadge
}

/** A story the listed rooms play, as far as the list needs it; null when no longer published. */
export interface RoomListStory {
  title: string
  thumbnail: string
}

/** A reply's place among the replies to the same message. */
export interface ChatAlternatives {
  /** 1-based position among the replies to the same message. */
  index: number
  total: number
  ids: string[]
}

export type ChatMessageStatus = 'complete' | 'streaming' | 'failed'

/** A message as every room route answers it. */
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

/** The player's settings of a room (`POST …/user-settings`). */
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

/** A room as every room route answers it. */
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

/** `GET /story-chat/chat-room/:id/status`. */
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

/** The state a move through the tree lands on (the head reply's). */
type HeadState = Record<string, unknown> | null

export interface RoomsRoutes {
  'GET /story-chat/chat-rooms': {
    request: { roomOids?: string; contentOid?: string }
    response: { rooms: RoomListEntry[]; stories: Record<string, RoomListStory | null> }
  }
  'DELETE /story-chat/chat-room': {
    request: { roomOid: string }
    response: { ok: true }
  }
  'POST /story-chat/chat-room/:id/update-field': {
    request: { id: string; fieldName: 'title' | 'bookmarks' | 'autoProgress'; fieldValue: unknown }
    /** `title` for a title, `options` (the room's options) for the others. */
    response: { title?: string; options?: Record<string, unknown> }
  }
  'POST /story-chat/chat-room/:id/pin': {
    request: { id: string; pinned: boolean }
    response: { pinned: boolean; pinnedAt: string | null }
  }
  'POST /story-chat/chat-rooms/import': {
    request: { contentOid: string; jsonl: string; title?: string; startStoryOid?: string }
    response: { room: RoomListEntry; imported: { messages: number; alternatives: number } }
  }
  'POST /story-chat/chat-room': {
    request: { contentOid: string; startStoryOid?: string; title?: string }
    response: { room: ChatRoomView; messages: ChatMessageView[] }
  }
  'POST /story-chat/chat-rooms/claim': {
    request: Record<string, never>
    response: { claimed: number }
  }
  'GET /story-chat/chat-room/:id/status': {
    request: { id: string }
    response: ChatRoomStatus
  }
  'GET /story-chat/chat-room/:id/prev-messages': {
    request: { id: string; targetMessageId?: string | undefined; count?: number }
    response: { messages: ChatMessageView[]; hasMore: boolean }
  }
  'POST /story-chat/chat-room/:id/rollback': {
    request: { id: string; rollbackToMessageId: string }
    response: { headMessageId: string; state: HeadState }
  }
  'POST /story-chat/chat-room/:id/switch': {
    request: { id: string; messageId: string }
    response: { head: ChatMessageView; state: HeadState }
  }
  'DELETE /story-chat/chat-room/:id/response': {
    request: { id: string; messageId: string }
    response: { headMessageId: string | null; deleted: string[] }
  }
  'POST /story-chat/message/update': {
    request: { messageId: string; roomId: string; text: string }
    response: { message: ChatMessageView }
  }
  'POST /story-chat/chat-room/:id/user-settings': {
    request: { id: string; settings: StoryChatSettings }
    response: { userSettings: StoryChatSettings; model: ChatRoomModel }
  }
  'GET /story-chat/chat-room/:id/models': {
    request: { id: string }
    response: ChatRoomModelChoices
  }
  'POST /story-chat/chat-room/:id/user-theme': {
    request: { id: string; settings: ChatTheme }
    response: { theme: ChatTheme }
  }
}
