/**
 * The chat SSE protocol: typed events in the AI SDK's stream-part style, numbered per
 * assistant message. `id` is `<messageOid>:<seq>`, so `Last-Event-ID` alone says where
 * to resume. The events' data is `platform/chat/contract.ts`; documented for clients in
 * docs/SSE.md.
 */
import { type ChatEventName, isTerminal as isTerminalName } from '../contract'

export type { ChatEventName, EventData } from '../contract'
export { CHAT_EVENTS, formatEventId, parseEventId } from '../contract'

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
export const isTerminal = (event: StreamEvent) => isTerminalName(event.event)
