/**
 * The room routes My chats calls, as a type map for the typed client (paths relative to
 * `/api`), their wire types and the chat file's limits. It imports nothing but types, so
 * the front ends may take its values (a shared contract: scripts/check-boundaries.ts).
 */

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
}

/** A story the listed rooms play, as far as the list needs it; null when no longer published. */
export interface RoomListStory {
  title: string
  thumbnail: string
}

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
}
