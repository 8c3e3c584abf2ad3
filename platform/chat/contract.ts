/**
 * The chat stream's contract (docs/SSE.md): every event's name and data, as the server
 * emits them and the front ends read them, with the names list, `isTerminal` and the
 * event-id codec. It imports nothing but types, so the front ends may import its values
 * (the one file of platform/ they may: scripts/check-boundaries.ts); the SSE parser is in
 * `web/stream`.
 */
import type { VariableValue } from '../../engine/compiled'

/**
 * How the turn is paid: a credit hold, a guest's free chat, a coupon, a test turn of one's
 * own story (free on the offline model, or one turn of the monthly creator test allowance),
 * or nothing (free).
 */
export type ChatPaidWith =
  | 'hold'
  | 'guest-free-chat'
  | 'coupon'
  | 'test-offline'
  | 'test-allowance'
  | 'none'

/** Why a reply failed; the player shows the same text for all of them. */
export type ChatStreamErrorCode =
  | 'PROVIDER_ERROR'
  | 'PROVIDER_RATE_LIMITED'
  | 'ABORTED'
  | 'INTERRUPTED'
  | 'SERVER'

export interface MessageStartData {
  messageId: string
  userMessageId: string | null
  parentId: string | null
  roomId: string
  turnIndex: number
  model: string
  /** The built-in offline model answers. */
  offline: boolean
  /** The credits held for the turn. */
  quote: number
  paidWith: ChatPaidWith
  /** In a group chat, the member who writes this reply (docs/GROUP-CHATS.md); absent elsewhere. */
  speaker?: ChatSpeaker
}

/** A group chat member as a reply names it. */
export interface ChatSpeaker {
  id: string
  name: string
  /** The character's first free picture; null when it has none. */
  portraitUrl: string | null
}

/**
 * What the room's next turn paid with credits costs, as the server holds it: `credits` is
 * the hold; `upTo` when the settled price may be lower (enhanced inference bills the
 * tokens produced).
 */
export interface ChatTurnQuote {
  credits: number
  upTo: boolean
}

/** The model of a room's next turn (`GET …/status`, `POST …/user-settings`) and its quote. */
export interface ChatRoomModel {
  id: string
  /** The built-in offline model answers for it. */
  offline: boolean
  /** The model's base fee per turn (before the reply length and inference). */
  feeCredits: number
  quote: ChatTurnQuote
}

/** A model a room's player may choose (`GET …/chat-room/{id}/models`), quoted at the room's settings. */
export interface ChatModelChoice extends ChatRoomModel {
  label: string
}

/** `GET /story-chat/chat-room/{id}/models`: whether the story lets the player choose, and among what. */
export interface ChatRoomModelChoices {
  choice: boolean
  /** The model the next turn uses. */
  selected: string
  models: ChatModelChoice[]
}

/** `GET /story-chat/story-preview`: a published story before it is played. */
export interface StoryPreview {
  contentOid: string
  cast: { id: string; name: string; description: string; portraitUrl: string | null }[]
  /** The openings a player may pick, each with its first message as it will read. */
  openings: { id: string; title: string; greeting: string }[]
  hashtags: string[]
  /** The story's model and a turn's quote at the default settings. */
  model: ChatModelChoice
  /** The story lets players choose among several models in the chat's settings. */
  modelChoice: boolean
}

/** The story page's read of the chat routes, as a type map for the typed client. */
export interface StoryPreviewRoutes {
  'GET /story-chat/story-preview': {
    request: { contentOid: string }
    response: StoryPreview
  }
}

export interface TextDeltaData {
  delta: string
}

/** A variable the turn changed; `from` is absent when it had no value before. */
export interface StreamVariableChange {
  name: string
  from?: VariableValue
  to: VariableValue
  source: 'state-block' | 'trigger'
}

export interface StateUpdateData {
  sceneId: string
  variables: Record<string, VariableValue>
  turnIndex: number
  ended: boolean
  /** The closing text of an ended story; null while it goes on or when the ending has none. */
  endText: string | null
  triggersFired: { id: string; name: string }[]
  variableChanges: StreamVariableChange[]
}

export interface ImageEventData {
  imageId: string
  imageHash: string
  tags: string[]
  /** The picture that fits the scene now. */
  situation: boolean
  locked: boolean
  price: number
  /** Null while locked. */
  url: string | null
}

export interface MessageEndData {
  messageId: string
  /** The final visible text: the deltas joined, trimmed. */
  text: string
  creditsCharged: number
  turnIndex: number
}

export interface StreamErrorData {
  messageId: string
  error: string
  code: ChatStreamErrorCode
}

/** Each event's data by the event's name. */
export interface ChatEventDataMap {
  'message-start': MessageStartData
  'text-delta': TextDeltaData
  'state-update': StateUpdateData
  image: ImageEventData
  'message-end': MessageEndData
  error: StreamErrorData
}

export type ChatEventName = keyof ChatEventDataMap
export type EventData<K extends ChatEventName> = ChatEventDataMap[K]

/** One event as a client reads it: its name, its `id` (`<messageOid>:<seq>`) and its data. */
export type ChatEvent = {
  [K in ChatEventName]: { type: K; id: string | null; data: EventData<K> }
}[ChatEventName]

export const CHAT_EVENTS = [
  'message-start',
  'text-delta',
  'state-update',
  'image',
  'message-end',
  'error',
] as const satisfies readonly ChatEventName[]

// Fails to compile when the contract gains an event this list lacks.
const listsEveryEvent: Exclude<ChatEventName, (typeof CHAT_EVENTS)[number]> extends never
  ? true
  : never = true
void listsEveryEvent

const names: ReadonlySet<string> = new Set(CHAT_EVENTS)

export const isChatEventName = (name: string): name is ChatEventName => names.has(name)

/** After a `message-end` or an `error`, the message's stream has nothing more to say. */
export const isTerminal = (name: string): boolean => name === 'message-end' || name === 'error'

export function formatEventId(messageOid: string, seq: number): string {
  return `${messageOid}:${seq}`
}

/**
 * Reads an event id: `<messageOid>:<seq>`, or a bare `<seq>` (a `Last-Event-ID` for a
 * message already known). Null for anything else.
 */
export function parseEventId(
  value: string | null | undefined,
): { messageOid: string | null; seq: number } | null {
  if (!value) return null
  const match = /^(?:([0-9a-f]{24}):)?(\d{1,9})$/.exec(value.trim())
  if (!match) return null
  return { messageOid: match[1] ?? null, seq: Number(match[2]) }
}
