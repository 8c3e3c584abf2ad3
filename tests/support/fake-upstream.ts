/**
 * A loopback stand-in for the model providers, speaking their real streaming wire
 * formats: Gemini `streamGenerateContent?alt=sse` and OpenAI `chat/completions`.
 * It replays the recorded fixtures or generates N chunks, and can fail the way
 * providers fail: 429 before the stream, or a connection cut mid-stream.
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LISTEN_BACKLOG } from '../../server/listen'

const fixtures = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'server',
  'models',
  '__fixtures__',
)

export type UpstreamBehaviour =
  | { kind: 'fixture' }
  | { kind: 'chunks'; count: number; chunkText?: string; delayMs?: number }
  /**
   * HTTP 429. With `times`, only the first `times` requests are refused (then the fixture
   * is answered), with `retryAfterMs` sent as `retry-after-ms`.
   */
  | { kind: 'rate-limited'; times?: number; retryAfterMs?: number; refused?: number }
  | { kind: 'cut-after'; chunks: number }
  /**
   * Writes `count` chunks but stops after the first `before` events until `release`
   * settles: a reply that is provably still streaming while a test reloads or cuts.
   */
  | { kind: 'held'; count: number; before: number; chunkText?: string; release: Promise<void> }
  /**
   * One content chunk per text, in order, `delayMs` apart: a reply split where a test says.
   * With `cutAfter`, the connection drops after that many of the texts, before the finish.
   */
  | { kind: 'texts'; texts: string[]; delayMs?: number; cutAfter?: number }

export interface FakeUpstream {
  /** Base URL for `createGoogleGenerativeAI({ baseURL })`: `${url}/v1beta`. */
  googleBaseURL: string
  /** Base URL for `createOpenAI({ baseURL })` and OpenAI-compatible clients: `${url}/v1`. */
  openaiBaseURL: string
  behaviour: UpstreamBehaviour
  /** Bodies of the requests received, newest last. */
  requests: Array<{ path: string; body: unknown }>
  close(): Promise<void>
}

export async function startFakeUpstream(
  initial: UpstreamBehaviour = { kind: 'fixture' },
): Promise<FakeUpstream> {
  const state: { behaviour: UpstreamBehaviour } = { behaviour: initial }
  const requests: FakeUpstream['requests'] = []
  const server: Server = createServer(async (request, response) => {
    const body = await readJson(request)
    requests.push({ path: request.url ?? '', body })
    const url = request.url ?? ''
    if (url.startsWith('/v1beta/models/') && url.includes(':streamGenerateContent')) {
      return answer(response, 'gemini', state.behaviour)
    }
    if (url.startsWith('/v1/chat/completions')) return answer(response, 'openai', state.behaviour)
    response.writeHead(404, { 'content-type': 'application/json' })
    response.end('{"error":{"message":"not found"}}')
  })
  // A real provider takes a crowd's connections: the bench's thousands of streams at once
  // must not be held back by the fake's listen queue.
  await new Promise<void>((resolve) =>
    server.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG }, resolve),
  )
  const { port } = server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}`
  return {
    googleBaseURL: `${base}/v1beta`,
    openaiBaseURL: `${base}/v1`,
    get behaviour() {
      return state.behaviour
    },
    set behaviour(next) {
      state.behaviour = next
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

type Wire = 'gemini' | 'openai'

async function answer(response: ServerResponse, wire: Wire, behaviour: UpstreamBehaviour) {
  if (behaviour.kind === 'rate-limited') {
    behaviour.refused = (behaviour.refused ?? 0) + 1
    if (behaviour.times !== undefined && behaviour.refused > behaviour.times)
      return answer(response, wire, { kind: 'fixture' })
    response.writeHead(429, {
      'content-type': 'application/json',
      'retry-after': '1',
      ...(behaviour.retryAfterMs === undefined
        ? {}
        : { 'retry-after-ms': String(behaviour.retryAfterMs) }),
    })
    response.end(
      wire === 'gemini'
        ? JSON.stringify({
            error: {
              code: 429,
              message: 'Resource has been exhausted (e.g. check quota).',
              status: 'RESOURCE_EXHAUSTED',
            },
          })
        : JSON.stringify({
            error: {
              message: 'Rate limit reached for gpt-4o-mini.',
              type: 'requests',
              param: null,
              code: 'rate_limit_exceeded',
            },
          }),
    )
    return
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  const events =
    behaviour.kind === 'chunks' || behaviour.kind === 'held'
      ? generated(wire, behaviour.count, behaviour.chunkText)
      : behaviour.kind === 'texts'
        ? textChunks(wire, behaviour.texts)
        : recorded(wire)
  const limit =
    behaviour.kind === 'cut-after'
      ? behaviour.chunks
      : behaviour.kind === 'texts'
        ? // OpenAI's stream opens with a chunk naming the role.
          (behaviour.cutAfter ?? Number.POSITIVE_INFINITY) + (wire === 'openai' ? 1 : 0)
        : Number.POSITIVE_INFINITY
  const delay =
    behaviour.kind === 'chunks' || behaviour.kind === 'texts' ? (behaviour.delayMs ?? 0) : 0
  let sent = 0
  for (const event of events) {
    if (sent >= limit) {
      // A provider connection dropped mid-stream: no terminator, socket destroyed.
      response.socket?.destroy()
      return
    }
    // Wait for the write to flush so a later cut never swallows chunks already "sent".
    await new Promise<void>((resolve) => response.write(event, () => resolve()))
    sent += 1
    if (behaviour.kind === 'held' && sent === behaviour.before) await behaviour.release
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
  }
  response.end()
}

function recorded(wire: Wire): string[] {
  const text = readFileSync(
    join(fixtures, wire === 'gemini' ? 'gemini-stream.sse' : 'openai-stream.sse'),
    'utf8',
  )
  const separator = wire === 'gemini' ? '\r\n\r\n' : '\n\n'
  return text
    .split(separator)
    .filter((event) => event.trim().length > 0)
    .map((event) => `${event}${separator}`)
}

/** N content chunks in the provider's format, then its finish (used by benchmarks). */
export function generated(wire: Wire, count: number, chunkText = 'word '): string[] {
  return textChunks(
    wire,
    Array.from({ length: count }, () => chunkText),
  )
}

/** One content chunk per text in the provider's format, then its finish. */
function textChunks(wire: Wire, texts: readonly string[]): string[] {
  const count = texts.length
  const events: string[] = []
  if (wire === 'gemini') {
    for (let index = 0; index < count; index += 1) {
      const last = index === count - 1
      const chunkText = texts[index]
      events.push(
        `data: ${JSON.stringify({
          candidates: [
            {
              content: { parts: [{ text: chunkText }], role: 'model' },
              ...(last ? { finishReason: 'STOP' } : {}),
              index: 0,
            },
          ],
          usageMetadata: {
            promptTokenCount: 100,
            candidatesTokenCount: index + 1,
            totalTokenCount: 101 + index,
          },
          modelVersion: 'gemini-2.5-flash',
        })}\r\n\r\n`,
      )
    }
    return events
  }
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-bench',
      object: 'chat.completion.chunk',
      created: 1750163420,
      model: 'gpt-4o-mini-2024-07-18',
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      usage: null,
    })}\n\n`
  events.push(chunk({ role: 'assistant', content: '' }, null))
  for (const text of texts) events.push(chunk({ content: text }, null))
  events.push(chunk({}, 'stop'))
  events.push(
    `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 100, completion_tokens: count, total_tokens: 100 + count } })}\n\n`,
  )
  events.push('data: [DONE]\n\n')
  return events
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return text
  }
}
