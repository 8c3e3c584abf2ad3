/** One server-sent event as a browser's EventSource would dispatch it. */
export interface SseEvent {
  event: string
  id: string | null
  data: string
  retry: number | null
}

/**
 * An incremental `text/event-stream` parser: feed it decoded text in any chunking and
 * it returns the events completed so far (WHATWG SSE rules: `event`, `data` lines
 * joined by newlines, `id` kept until another comes, `retry`, comment lines ignored,
 * CR/LF/CRLF line ends). The message routes are POSTs, which `EventSource` cannot send,
 * so the player and the studio read them through fetch and this parser.
 */
export function createSseParser() {
  let buffer = ''
  let pendingCr = false
  let event = ''
  let id: string | null = null
  let retry: number | null = null
  let data: string[] = []

  function dispatch(out: SseEvent[]) {
    if (data.length > 0) out.push({ event: event || 'message', id, data: data.join('\n'), retry })
    event = ''
    retry = null
    data = []
  }

  function line(text: string, out: SseEvent[]) {
    if (text === '') return dispatch(out)
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    let value = colon === -1 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
    else if (field === 'id' && !value.includes('\0')) id = value
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value)
  }

  return {
    push(chunk: string): SseEvent[] {
      const out: SseEvent[] = []
      let text = chunk
      // A CRLF split across chunks: the LF belongs to the CR already handled.
      if (pendingCr && text.startsWith('\n')) text = text.slice(1)
      pendingCr = false
      buffer += text
      let start = 0
      for (let index = 0; index < buffer.length; index++) {
        const char = buffer[index]
        if (char !== '\n' && char !== '\r') continue
        line(buffer.slice(start, index), out)
        if (char === '\r') {
          if (index + 1 === buffer.length) pendingCr = true
          else if (buffer[index + 1] === '\n') index++
        }
        start = index + 1
      }
      buffer = buffer.slice(start)
      return out
    },
    /** The last event id seen (for resuming with `Last-Event-ID`). */
    lastEventId: (): string | null => id,
    /** The stream ended: an unterminated event is dropped, as EventSource does. */
    end(): void {
      buffer = ''
      data = []
    },
  }
}
