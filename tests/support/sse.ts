/**
 * Reads an SSE response the way a browser's EventSource does, through the parser the
 * player and the studio use (`web/stream`). Every event must parse into the chat stream
 * contract (`parseChatEvent` throws otherwise), so each HTTP test that reads a stream also
 * checks what the server emits. Optionally stops reading (closes the connection) after
 * `stopAfter` events, to test clients that leave mid-stream.
 */
import { createSseParser, type SseEvent } from '../../web/stream'
import { parseChatEvent } from './chat-contract'

export type { SseEvent } from '../../web/stream'

export async function readSse(
  response: Response,
  options: { stopAfter?: number } = {},
): Promise<SseEvent[]> {
  if (!response.body) return []
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  const parser = createSseParser()
  const events: SseEvent[] = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    for (const event of parser.push(decoder.decode(value, { stream: true }))) {
      parseChatEvent(event)
      events.push(event)
      if (options.stopAfter !== undefined && events.length >= options.stopAfter) {
        await reader.cancel()
        return events
      }
    }
  }
  return events
}

/** JSON payloads of events of one type. */
export function payloads<T = Record<string, unknown>>(events: SseEvent[], type: string): T[] {
  return events.filter((event) => event.event === type).map((event) => JSON.parse(event.data) as T)
}
