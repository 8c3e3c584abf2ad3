/**
 * The chat stream's names, event ids and terminal events, shared by the server and the
 * front ends: web/ is the one place both may import values from (the front ends take
 * platform/ as types only, and platform/ never imports web/). The types are in
 * `platform/chat/contract.ts`.
 */
import type { ChatEvent, ChatEventName } from '../../platform/chat/contract'
import type { SseEvent } from './sse-parser'

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

/** Reads a raw SSE event as a chat event; unknown names and data that is no JSON object are null. */
export function toChatEvent(event: SseEvent): ChatEvent | null {
  if (!isChatEventName(event.event)) return null
  try {
    const data: unknown = JSON.parse(event.data)
    if (typeof data !== 'object' || data === null) return null
    return { type: event.event, id: event.id, data } as ChatEvent
  } catch {
    return null
  }
}
