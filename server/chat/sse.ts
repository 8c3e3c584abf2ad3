import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { AppEnv } from '../../platform/http'
import { formatEventId, type StreamEvent } from './events'

/** A comment line every 15 s keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000
/** What EventSource waits before reconnecting on its own. */
const RETRY_MS = 2000

/**
 * Writes a message's events as SSE. The client leaving stops only this writer: the
 * generation behind `events` goes on and is persisted, and the client can resume.
 */
export function writeEvents(
  c: Context<AppEnv>,
  messageOid: string,
  events: (signal: AbortSignal) => AsyncIterable<StreamEvent>,
) {
  c.header('X-Accel-Buffering', 'no')
  return streamSSE(c, async (stream) => {
    const controller = new AbortController()
    stream.onAbort(() => controller.abort())
    const heartbeat = setInterval(() => {
      void stream.write(': heartbeat\n\n').catch(() => controller.abort())
    }, HEARTBEAT_MS)
    let first = true
    try {
      for await (const event of events(controller.signal)) {
        await stream.writeSSE({
          id: formatEventId(messageOid, event.seq),
          event: event.event,
          data: JSON.stringify(event.data),
          ...(first ? { retry: RETRY_MS } : {}),
        })
        first = false
      }
    } finally {
      clearInterval(heartbeat)
    }
  })
}
