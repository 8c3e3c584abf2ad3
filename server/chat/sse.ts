import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { AppEnv } from '../../platform/http'
import { eventJson, formatEventId, type StreamEvent } from './events'

/** A comment line every 15 s keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000
/** What EventSource waits before reconnecting on its own. */
const RETRY_MS = 2000

/** One event in the SSE wire format (the data is JSON: one line, no raw newlines). */
export function formatEvent(messageOid: string, event: StreamEvent, retry: boolean): string {
  return (
    `event: ${event.event}\nid: ${formatEventId(messageOid, event.seq)}\n` +
    (retry ? `retry: ${RETRY_MS}\n` : '') +
    `data: ${eventJson(event)}\n\n`
  )
}

/**
 * Writes a message's events as SSE. Events that are ready together go out in one write
 * (a fast model's deltas arrive in bursts). The client leaving stops only this writer:
 * the generation behind `batches` goes on and is persisted, and the client can resume.
 */
export function writeEvents(
  c: Context<AppEnv>,
  messageOid: string,
  batches: (signal: AbortSignal) => AsyncIterable<StreamEvent[]>,
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
      for await (const batch of batches(controller.signal)) {
        let chunk = ''
        for (const event of batch) {
          chunk += formatEvent(messageOid, event, first)
          first = false
        }
        await stream.write(chunk)
      }
    } finally {
      clearInterval(heartbeat)
    }
  })
}
