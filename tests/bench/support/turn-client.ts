/**
 * The browser side of the chat-stream bench, in its own process so the server's process
 * does only the server's work. Started with an IPC channel; the bench sends one job at a
 * time and waits for its timing, so turns stay sequential (latency, not load):
 *  - `{ type: 'turn', url, roomOid, token, message }` → one streamed turn, read to the end;
 *  - `{ type: 'direct', googleBaseURL }` → the same upstream read by an AI SDK client;
 *  - `{ type: 'bare', url }` → `GET /api/health` (the middlewares, no database): the floor
 *    of any request's round trip from this client, to set beside a turn's first byte.
 * Both report the streaming phase (first text chunk → last text chunk) on their own, so
 * the relay rate is not diluted by prompt assembly before or persistence after it.
 */
import { createGoogleGenerativeAI } from '@ai-sdk/google'
import type { LanguageModelV3 } from '@ai-sdk/provider'
import { streamText } from 'ai'
import { createHttpFetch, eventMerger, geminiTextEvents } from '../../../server/models/transport'

export type ClientJob =
  | {
      type: 'turn'
      url: string
      roomOid: string
      token: string
      message: string
      /** The upstream's chunk text: the server may join chunks into one event, so they are counted by it. */
      chunkText: string
    }
  /**
   * `via`: `streamText` (the AI SDK's high-level call, the default), `provider` (the
   * provider's own `doStream`, as the server reads the upstream), or
   * `merged` (that `doStream` through the server's own fetch and merge, server/models/transport/http-fetch.ts
   * and sse-merge.ts: its deltas may join chunks, so they are counted by `chunkText`).
   */
  | { type: 'bare'; url: string }
  | {
      type: 'direct'
      googleBaseURL: string
      via?: 'streamText' | 'provider' | 'merged'
      chunkText?: string
      /** The prompt's text: as large as the relayed turn's, so the upstream does the same work. */
      prompt?: string
    }

export interface ClientTiming {
  /** ms from the request to the first response byte (SSE: the message-start event). */
  firstByte: number
  /** ms from the request to the first text. */
  firstText: number
  /** ms from the first text to the last text: the relay phase. */
  streaming: number
  total: number
  /** Text chunks received (SSE: text-delta events; direct: AI SDK text deltas). */
  textChunks: number
  /**
   * Upstream chunks received after the first text arrived: what the streaming phase
   * carried. The server joins the chunks that reach it together into one event, so its
   * first event may hold several; they are not counted as relayed in no time.
   */
  chunksAfterFirst: number
  /** Bytes on the wire during the relay phase. */
  streamingBytes: number
  bytes: number
  ended: boolean
  tail: string
}

async function turn(job: Extract<ClientJob, { type: 'turn' }>): Promise<ClientTiming> {
  const started = performance.now()
  const response = await fetch(`${job.url}/api/story-chat/chat-room/${job.roomOid}/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${job.token}` },
    body: JSON.stringify({ message: job.message }),
  })
  if (!response.body) throw new Error(`turn answered ${response.status} without a body`)
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let tail = ''
  let bytes = 0
  let firstByte = 0
  let firstText = 0
  let lastText = 0
  let bytesAtFirstText = 0
  let bytesAtLastText = 0
  let textChunks = 0
  let ended = false
  let body = ''
  let chunksAtFirstText = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    const now = performance.now() - started
    if (!firstByte) firstByte = now
    bytes += value.byteLength
    const text = decoder.decode(value, { stream: true })
    body += text
    // Event names never straddle reads in practice; a miss would only undercount.
    const deltas = text.split('event: text-delta\n').length - 1
    if (deltas > 0) {
      if (!firstText) {
        firstText = now
        bytesAtFirstText = bytes - value.byteLength
        chunksAtFirstText = chunksInDeltas(body, job.chunkText)
      }
      lastText = now
      bytesAtLastText = bytes
      textChunks += deltas
    }
    // The end event carries the whole text, so it is looked for as it passes.
    ended ||= (tail.slice(-32) + text).includes('event: message-end\n')
    tail = (tail + text).slice(-4096)
  }
  if (response.status !== 200) throw new Error(`turn answered ${response.status}: ${tail}`)
  return {
    firstByte,
    firstText,
    streaming: lastText - firstText,
    total: performance.now() - started,
    textChunks,
    chunksAfterFirst: chunksInDeltas(body, job.chunkText) - chunksAtFirstText,
    streamingBytes: bytesAtLastText - bytesAtFirstText,
    bytes,
    ended,
    tail: tail.slice(-300),
  }
}

async function bare(job: Extract<ClientJob, { type: 'bare' }>): Promise<ClientTiming> {
  const started = performance.now()
  const response = await fetch(`${job.url}/api/health`)
  const firstByte = performance.now() - started
  const text = await response.text()
  if (response.status !== 200) throw new Error(`health answered ${response.status}: ${text}`)
  const total = performance.now() - started
  return {
    firstByte,
    firstText: firstByte,
    streaming: 0,
    total,
    textChunks: 0,
    chunksAfterFirst: 0,
    streamingBytes: 0,
    bytes: text.length,
    ended: true,
    tail: '',
  }
}

async function direct(job: Extract<ClientJob, { type: 'direct' }>): Promise<ClientTiming> {
  let bytes = 0
  // Counts the upstream's bytes as the SDK reads them.
  const countingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init)
    if (!response.body) return response
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          bytes += chunk.byteLength
          controller.enqueue(chunk)
        },
      }),
    )
    return new Response(counted, { status: response.status, headers: response.headers })
  }
  const google = createGoogleGenerativeAI({
    apiKey: 'bench-key',
    baseURL: job.googleBaseURL,
    // The merged client reads as the server does: its fetch on node:http, the bytes pushed
    // into the merge (counted on the way in).
    fetch:
      job.via === 'merged'
        ? createHttpFetch({
            eventStream: (source) => {
              const merger = eventMerger(geminiTextEvents, () => 0, source)
              return {
                readable: merger.readable,
                sink: {
                  ...merger.sink,
                  push(chunk) {
                    bytes += chunk.byteLength
                    merger.sink.push(chunk)
                  },
                },
              }
            },
          })
        : countingFetch,
  })
  const started = performance.now()
  let firstText = 0
  let lastText = 0
  let bytesAtFirstText = 0
  let bytesAtLastText = 0
  let textChunks = 0
  let chunks = 0
  let chunksAtFirstText = 0
  const model = google('gemini-2.5-flash')
  const deltas =
    job.via === 'provider' || job.via === 'merged'
      ? providerDeltas(model, job.prompt ?? 'hello')
      : streamText({ model, prompt: job.prompt ?? 'hello', maxRetries: 0 }).textStream
  for await (const delta of deltas) {
    if (!delta) continue
    const now = performance.now() - started
    chunks += job.via === 'merged' && job.chunkText ? delta.split(job.chunkText).length - 1 : 1
    if (!firstText) {
      firstText = now
      bytesAtFirstText = bytes
      chunksAtFirstText = chunks
    }
    lastText = now
    bytesAtLastText = bytes
    textChunks += 1
  }
  return {
    firstByte: firstText,
    firstText,
    streaming: lastText - firstText,
    total: performance.now() - started,
    textChunks,
    chunksAfterFirst: Math.max(0, chunks - chunksAtFirstText),
    streamingBytes: bytesAtLastText - bytesAtFirstText,
    bytes,
    ended: textChunks > 0,
    tail: '',
  }
}

/** The upstream chunks carried by the text-delta events of an SSE body (message-end repeats the text). */
function chunksInDeltas(body: string, chunkText: string): number {
  let count = 0
  for (const event of body.split('\n\n'))
    if (event.startsWith('event: text-delta\n')) count += event.split(chunkText).length - 1
  return count
}

async function* providerDeltas(model: LanguageModelV3, prompt: string): AsyncGenerator<string> {
  const { stream } = await model.doStream({
    prompt: [{ role: 'user', content: [{ type: 'text', text: prompt }] }],
  })
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    if (value.type === 'text-delta') yield value.delta
    if (value.type === 'error') throw value.error
  }
}

process.on('message', (job: ClientJob | { type: 'exit' }) => {
  if (job.type === 'exit') process.exit(0)
  const run = job.type === 'turn' ? turn(job) : job.type === 'bare' ? bare(job) : direct(job)
  run.then(
    (timing) => process.send?.({ ok: true, timing }),
    (error: unknown) => process.send?.({ ok: false, error: String(error) }),
  )
})
process.send?.({ ready: true })
