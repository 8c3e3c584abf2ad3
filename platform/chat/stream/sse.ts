import { once } from 'node:events'
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response'
import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { AppEnv } from '../../http'
import { eventJson, formatEventId, type StreamEvent } from './events'

/** A comment line every 15 s keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000
/** What EventSource waits before reconnecting on its own. */
const RETRY_MS = 2000
const HEARTBEAT = ': heartbeat\n\n'

/** One event in the SSE wire format (the data is JSON: one line, no raw newlines). */
export function formatEvent(messageOid: string, event: StreamEvent, retry: boolean): string {
  return (
    `event: ${event.event}\nid: ${formatEventId(messageOid, event.seq)}\n` +
    (retry ? `retry: ${RETRY_MS}\n` : '') +
    `data: ${eventJson(event)}\n\n`
  )
}

type Batches = (signal: AbortSignal) => AsyncIterable<StreamEvent[]>

/**
 * Writes a message's events as SSE. Events that are ready together go out in one write
 * (a fast model's deltas arrive in bursts). The client leaving stops only this writer:
 * the generation behind `batches` goes on and is persisted, and the client can resume.
 *
 * On the Node server the events are written to its response directly. Hono's `streamSSE`
 * puts a TransformStream between the handler and the socket, which the Node adapter reads
 * back chunk by chunk: per write a text encoding, a stream write, a transform, a read and
 * their promises, and per open stream two web streams and their pending-promise records,
 * which were most of a stream's heap (docs/PERFORMANCE.md).
 * Requests made in-process (`app.request`, no socket) still go through `streamSSE`; both
 * write the same bytes.
 */
export function writeEvents(c: Context<AppEnv>, messageOid: string, batches: Batches) {
  c.header('X-Accel-Buffering', 'no')
  const outgoing = nodeResponse(c)
  if (outgoing) return writeToNode(c, outgoing, messageOid, batches)
  return streamSSE(c, async (stream) => {
    const controller = new AbortController()
    stream.onAbort(() => controller.abort())
    const heartbeat = setInterval(() => {
      void stream.write(HEARTBEAT).catch(() => controller.abort())
    }, HEARTBEAT_MS)
    try {
      for await (const chunk of frames(messageOid, batches(controller.signal)))
        await stream.write(chunk)
    } finally {
      clearInterval(heartbeat)
    }
  })
}

/** Each batch as one string of SSE frames; the first frame carries `retry`. */
async function* frames(messageOid: string, batches: AsyncIterable<StreamEvent[]>) {
  let first = true
  for await (const batch of batches) {
    let chunk = ''
    for (const event of batch) {
      chunk += formatEvent(messageOid, event, first)
      first = false
    }
    yield chunk
  }
}

/** The Node server's response for this request, when it came over a socket. */
function nodeResponse(c: Context<AppEnv>): ServerResponse | null {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
  return outgoing && typeof outgoing.writeHead === 'function' && !outgoing.headersSent
    ? outgoing
    : null
}

function writeToNode(
  c: Context<AppEnv>,
  outgoing: ServerResponse,
  messageOid: string,
  batches: Batches,
) {
  // The headers the middleware set so far (request id, cookies), as `streamSSE` sends them.
  const head = c.newResponse(null, 200, {
    'Transfer-Encoding': 'chunked',
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  })
  const headers: OutgoingHttpHeaders = {}
  head.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = head.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  outgoing.writeHead(200, headers)
  // The client's EventSource opens now, not at the first event (a resumed stream may be quiet).
  outgoing.flushHeaders()

  const controller = new AbortController()
  const { signal } = controller
  const leave = () => controller.abort()
  outgoing.once('close', leave)
  const write = async (chunk: string) => {
    if (signal.aborted || outgoing.destroyed) return
    // Backpressure as before: a slow reader holds this writer, never the generation.
    if (!outgoing.write(chunk)) await once(outgoing, 'drain', { signal })
  }
  const heartbeat = setInterval(() => {
    write(HEARTBEAT).catch(leave)
  }, HEARTBEAT_MS)
  void (async () => {
    try {
      for await (const chunk of frames(messageOid, batches(signal))) await write(chunk)
    } catch (error) {
      if (!signal.aborted) c.get('logger')?.error({ err: error, messageOid }, 'event stream failed')
    } finally {
      clearInterval(heartbeat)
      outgoing.off('close', leave)
      if (!outgoing.writableEnded) outgoing.end()
    }
  })()
  return RESPONSE_ALREADY_SENT
}
