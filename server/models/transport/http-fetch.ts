import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { Readable } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import type { ByteSink, ByteSource } from './sse-merge'

export interface HttpFetchOptions {
  /**
   * Builds the body of a 2xx `text/event-stream` answer from its bytes as they arrive (the
   * providers' merge, sse-merge.ts). Without it the bytes pass as they came.
   */
  eventStream?: (source: ByteSource) => { readable: ReadableStream<Uint8Array>; sink: ByteSink }
  /** For what this fetch does not carry itself (a `Request` object, a streamed body). */
  fallback?: typeof globalThis.fetch
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

/**
 * A `fetch` for the model providers (their documented `fetch` setting) on `node:http`,
 * with keep-alive connections.
 *
 * Why not the global `fetch` (undici): under thousands of streamed replies, its per-chunk
 * path — its WebAssembly HTTP parser's callbacks, the body's web stream and a read
 * request per network read — was the next largest part of the server's event loop after
 * the SDK's own parsing (a CPU profile under a crowd of streams). Here a reply's bytes go from the
 * socket to the merge without a web stream between; the SDK reads one stream
 * (docs/PERFORMANCE.md).
 *
 * It behaves as `fetch` where the providers look: a network failure rejects with
 * `TypeError('fetch failed', { cause })` (the SDK retries those), an abort rejects with the
 * signal's reason, a connection lost mid-body errors the body with `TypeError('terminated')`,
 * and a compressed answer is decompressed. Only string and byte bodies to http(s) URLs go
 * this way; anything else goes to `fallback`.
 */
export function createHttpFetch(options: HttpFetchOptions = {}): typeof globalThis.fetch {
  const fallback = options.fallback ?? globalThis.fetch
  // LIFO: a burst's connections are reused from the warmest, the rest time out idle.
  const agents = {
    http: new HttpAgent({ keepAlive: true, scheduling: 'lifo' }),
    https: new HttpsAgent({ keepAlive: true, scheduling: 'lifo' }),
  }

  return async function httpFetch(input, init) {
    const body = init?.body
    const url = input instanceof URL || typeof input === 'string' ? new URL(input) : null
    const simpleBody = body == null || typeof body === 'string' || body instanceof Uint8Array
    if (!url || !simpleBody || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      return fallback(input, init)
    const signal = init?.signal ?? undefined
    signal?.throwIfAborted()
    const headers = headerRecord(init?.headers)
    // A stream is read as it comes: a compressed one would wait on the decompressor.
    headers['accept-encoding'] ??= 'identity'
    const bytes = body == null ? undefined : typeof body === 'string' ? Buffer.from(body) : body
    if (bytes) headers['content-length'] = String(bytes.byteLength)
    const agent = url.protocol === 'https:' ? agents.https : agents.http
    return send(url, init?.method ?? 'GET', headers, bytes, signal, agent, options.eventStream)
  }
}

/**
 * The request itself. Its closures live as long as the reply streams, so none of them
 * refers to the request body or to `init` (a prompt's JSON would stay in memory with it).
 */
function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  bytes: Uint8Array | undefined,
  signal: AbortSignal | undefined,
  agent: HttpAgent,
  eventStream: HttpFetchOptions['eventStream'],
): Promise<Response> {
  let resolve!: (response: Response) => void
  let reject!: (error: unknown) => void
  const answer = new Promise<Response>((resolved, rejected) => {
    resolve = resolved
    reject = rejected
  })
  let answered = false
  const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
    url,
    { method, headers, agent },
    (response) => {
      answered = true
      // Thrown here it would escape into the HTTP parser's event (a status fetch refuses).
      try {
        resolve(toResponse(response, signal, eventStream))
      } catch (error) {
        response.destroy()
        reject(new TypeError('fetch failed', { cause: error }))
      }
    },
  )
  const onAbort = () => request.destroy(signal?.reason)
  signal?.addEventListener('abort', onAbort, { once: true })
  request.once('close', () => signal?.removeEventListener('abort', onAbort))
  request.on('error', (error) => {
    if (answered) return
    reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: error }))
  })
  request.end(bytes)
  return answer
}

/** Lower-cased header names, as `node:http` sends them; a later value of a name wins. */
function headerRecord(init: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {}
  if (!init) return record
  const entries =
    init instanceof Headers || Array.isArray(init) ? init : Object.entries(init as object)
  for (const [name, value] of entries as Iterable<[string, string]>)
    if (value !== undefined) record[name.toLowerCase()] = String(value)
  return record
}

function responseHeaders(raw: string[]): Headers {
  const headers = new Headers()
  for (let index = 0; index + 1 < raw.length; index += 2) {
    try {
      headers.append(raw[index]!, raw[index + 1]!)
    } catch {
      // A header value fetch would refuse (a control character): left out, as a browser does.
    }
  }
  return headers
}

function toResponse(
  response: IncomingMessage,
  signal: AbortSignal | undefined,
  eventStream: HttpFetchOptions['eventStream'],
): Response {
  const status = response.statusCode ?? 0
  const init = {
    status,
    statusText: response.statusMessage ?? '',
    headers: responseHeaders(response.rawHeaders),
  }
  if (NULL_BODY_STATUSES.has(status)) {
    response.resume()
    return new Response(null, init)
  }
  const decoded = decompressed(response)
  if (decoded !== response) init.headers.delete('content-encoding')
  const onAbort = () => response.destroy(signal?.reason)
  signal?.addEventListener('abort', onAbort, { once: true })
  response.once('close', () => signal?.removeEventListener('abort', onAbort))

  const type = response.headers['content-type'] ?? ''
  if (!eventStream || status < 200 || status > 299 || !type.includes('text/event-stream'))
    return new Response(Readable.toWeb(decoded) as ReadableStream<Uint8Array>, init)

  const { readable, sink } = eventStream({
    pause: () => decoded.pause(),
    resume: () => decoded.resume(),
    cancel: (reason) => {
      response.destroy(reason instanceof Error ? reason : undefined)
    },
  })
  let ended = false
  decoded.on('data', (chunk: Buffer) => sink.push(chunk))
  decoded.once('end', () => {
    ended = true
    sink.end()
  })
  decoded.once('error', (error) =>
    sink.fail(signal?.aborted ? signal.reason : new TypeError('terminated', { cause: error })),
  )
  // A connection lost mid-body without an error event (the socket simply closed).
  response.once('close', () => {
    if (!ended && !response.complete)
      sink.fail(signal?.aborted ? signal.reason : new TypeError('terminated'))
  })
  return new Response(readable, init)
}

/** The body as sent, decompressed when the answer says it is compressed. */
function decompressed(response: IncomingMessage): Readable {
  const encoding = response.headers['content-encoding']?.trim().toLowerCase()
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null
  if (!decoder) return response
  response.on('error', (error) => decoder.destroy(error))
  return response.pipe(decoder)
}
