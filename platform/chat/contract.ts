/**
 * The chat stream's contract (docs/SSE.md): every event's name and data, as the server
 * emits them and the front ends read them. Types only, so the front ends import it with
 * `import type`; the names list, the event-id codec and the SSE parser are in `web/stream`.
 */
import type { VariableValue } from '../../engine/compiled'

/** How the turn is paid: a credit hold, a guest's free chat, a coupon, or nothing (free). */
export type ChatPaidWith = 'hold' | 'guest-free-chat' | 'coupon' | 'none'

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
