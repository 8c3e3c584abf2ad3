/**
 * Reads an SSE response the way a browser's EventSource does: `event`, `id`, `data`
 * (multi-line joined), `retry`, comments ignored. Optionally stops reading (closes the
 * connection) after `stopAfter` events, to test clients that leave mid-stream.
 */
export interface SseEvent {
  event: string
  id: string | null
  data: string
  retry: number | null
}

export async function readSse(
  response: Response,
  options: { stopAfter?: number } = {},
): Promise<SseEvent[]> {
  if (!response.body) return []
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  const events: SseEvent[] = []
  let buffer = ''
  let current: { event: string; id: string | null; data: string[]; retry: number | null } = fresh()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    let newline = buffer.search(/\r\n|\r|\n/)
    while (newline !== -1) {
      const line = buffer.slice(0, newline)
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1))
      if (line === '') {
        if (current.data.length > 0) {
          events.push({
            event: current.event || 'message',
            id: current.id,
            data: current.data.join('\n'),
            retry: current.retry,
          })
          if (options.stopAfter !== undefined && events.length >= options.stopAfter) {
            await reader.cancel()
            return events
          }
        }
        current = fresh()
      } else if (!line.startsWith(':')) {
        const colon = line.indexOf(':')
        const field = colon === -1 ? line : line.slice(0, colon)
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
        if (field === 'event') current.event = value
        else if (field === 'data') current.data.push(value)
        else if (field === 'id') current.id = value
        else if (field === 'retry' && /^\d+$/.test(value)) current.retry = Number(value)
      }
      newline = buffer.search(/\r\n|\r|\n/)
    }
  }
  return events
}

function fresh() {
  return {
    event: '',
    id: null as string | null,
    data: [] as string[],
    retry: null as number | null,
  }
}

/** JSON payloads of events of one type. */
export function payloads<T = Record<string, unknown>>(events: SseEvent[], type: string): T[] {
  return events.filter((event) => event.event === type).map((event) => JSON.parse(event.data) as T)
}
