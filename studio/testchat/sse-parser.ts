/** One server-sent event as `EventSource` would dispatch it. */
export interface SseEvent {
  event: string
  id: string | null
  data: string
}

/**
 * An incremental SSE parser (the WHATWG event-stream rules): feed it decoded text as it
 * arrives, in chunks of any size, and it returns the events completed by that chunk. The
 * message routes are POSTs, which `EventSource` cannot send, so the browser reads them
 * through fetch and this parser.
 */
export function createSseParser() {
  let buffer = ''
  let event = ''
  let id: string | null = null
  let data: string[] = []
  // A chunk ending in '\r' may be the first half of '\r\n': wait for the next one.
  let pendingCr = false

  const line = (text: string, out: SseEvent[]) => {
    if (text === '') {
      if (data.length > 0) out.push({ event: event || 'message', id, data: data.join('\n') })
      event = ''
      data = []
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
    else if (field === 'id' && !value.includes('\0')) id = value
  }

  return {
    push(chunk: string): SseEvent[] {
      const out: SseEvent[] = []
      let text = chunk
      if (pendingCr) {
        pendingCr = false
        if (text.startsWith('\n')) text = text.slice(1)
      }
      buffer += text
      for (;;) {
        const end = buffer.search(/[\r\n]/)
        if (end === -1) break
        if (buffer[end] === '\r' && end === buffer.length - 1) pendingCr = true
        const width = buffer.startsWith('\r\n', end) ? 2 : 1
        line(buffer.slice(0, end), out)
        buffer = buffer.slice(end + width)
      }
      return out
    },
    /** The last event id seen (for resuming with `Last-Event-ID`). */
    lastEventId: () => id,
  }
}
