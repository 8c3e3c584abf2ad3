/**
 * The chat SSE protocol: typed events in the AI SDK's stream-part style, numbered per
 * assistant message. `id` is `<messageOid>:<seq>`, so `Last-Event-ID` alone says where
 * to resume. Documented for clients in docs/SSE.md.
 */
export const CHAT_EVENTS = [
  'message-start',
  'text-delta',
  'state-update',
  'image',
  'message-end',
  'error',
] as const
export type ChatEventName = (typeof CHAT_EVENTS)[number]

export interface StreamEvent {
  seq: number
  event: ChatEventName
  data: unknown
}

const serialized = new WeakMap<StreamEvent, string>()

/**
 * The event's data as JSON, serialised once: the SSE writer and the database flush both
 * need it, and a delta is otherwise stringified twice.
 */
export function eventJson(event: StreamEvent): string {
  let json = serialized.get(event)
  if (json === undefined) {
    json = JSON.stringify(event.data)
    serialized.set(event, json)
  }
  return json
}

/** After one of these, the message's stream has nothing more to say. */
export const isTerminal = (event: StreamEvent) =>
  event.event === 'message-end' || event.event === 'error'

export function formatEventId(messageOid: string, seq: number): string {
  return `${messageOid}:${seq}`
}

/** Parses `Last-Event-ID` (`<messageOid>:<seq>`, or a bare `<seq>` for a known message). */
export function parseEventId(
  value: string | null | undefined,
): { messageOid: string | null; seq: number } | null {
  if (!value) return null
  const match = /^(?:([0-9a-f]{24}):)?(\d{1,9})$/.exec(value.trim())
  if (!match) return null
  return { messageOid: match[1] ?? null, seq: Number(match[2]) }
}
