/**
 * CPU a streamed chunk costs the server on the way in from the model, on the Gemini wire
 * format from a loopback upstream in its own process (500 chunks a reply, sent at once):
 *  - `streamText` (the AI SDK's high-level call; what the runtime used until session 10),
 *  - `streamGeneration` (server/models: the provider's own `doStream`, what the runtime uses),
 *  - the provider's `doStream` read directly (what streamGeneration adds is the difference),
 *  - `streamGeneration` on a provider given the merging `fetch` around Node's global
 *    `fetch` (server/models/transport/sse-merge.ts: plain text events that arrive together are one
 *    event for the SDK; here the upstream sends at once, as to a server that fell behind;
 *    its chunks are counted from the text, 5 characters each),
 *  - the same with the server's own `fetch` on node:http, its bytes pushed into the merge
 *    (server/models/transport/http-fetch.ts: what the server uses),
 *  - a bare `fetch` that splits the SSE and parses each chunk's JSON (the floor: no
 *    validation, no provider, no part mapping).
 * Each runs `BENCH_STREAMS` (40) replies at once, alternating, `BENCH_ROUNDS` (3) times;
 * the figure is process CPU (user + system) divided by the chunks received.
 */
import { createGoogleGenerativeAI } from '@ai-sdk/google'
import { streamText } from 'ai'
import { streamGeneration } from '../../server/models'
import {
  createHttpFetch,
  eventMerger,
  geminiTextEvents,
  mergingFetch,
} from '../../server/models/transport'
import { startUpstreamProcess } from './support/processes'

const STREAMS = Number(process.env.BENCH_STREAMS ?? 40)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CHUNKS = 500
const MODEL = 'gemini-2.5-flash'

const upstream = await startUpstreamProcess({ kind: 'chunks', count: CHUNKS, delayMs: 0 })
const model = createGoogleGenerativeAI({ apiKey: 'bench-key', baseURL: upstream.googleBaseURL })(
  MODEL,
)

const merging = createGoogleGenerativeAI({
  apiKey: 'bench-key',
  baseURL: upstream.googleBaseURL,
  fetch: mergingFetch(geminiTextEvents),
})(MODEL)

const server = createGoogleGenerativeAI({
  apiKey: 'bench-key',
  baseURL: upstream.googleBaseURL,
  fetch: createHttpFetch({
    eventStream: (source) => eventMerger(geminiTextEvents, () => 0, source),
  }),
})(MODEL)

const viaMerged = () => mergedChunks(merging)
const viaServerFetch = () => mergedChunks(server)

async function mergedChunks(model: typeof merging): Promise<number> {
  let characters = 0
  for await (const part of streamGeneration({
    model,
    messages: [{ role: 'user', content: 'Hello' }],
  })) {
    if (part.type === 'text-delta') characters += part.text.length
    if (part.type === 'error') throw new Error(part.message)
  }
  // The upstream's chunks are 'word ' each.
  return characters / 5
}

async function viaStreamText(): Promise<number> {
  let chunks = 0
  const result = streamText({ model, messages: [{ role: 'user', content: 'Hello' }] })
  for await (const part of result.fullStream) if (part.type === 'text-delta') chunks += 1
  return chunks
}

async function viaStreamGeneration(): Promise<number> {
  let chunks = 0
  for await (const part of streamGeneration({
    model,
    messages: [{ role: 'user', content: 'Hello' }],
  })) {
    if (part.type === 'text-delta') chunks += 1
    if (part.type === 'error') throw new Error(part.message)
  }
  return chunks
}

/** The provider's stream read as it comes: what streamGeneration adds is the difference. */
async function viaDoStream(): Promise<number> {
  let chunks = 0
  const { stream } = await model.doStream({
    prompt: [{ role: 'user', content: [{ type: 'text', text: 'Hello' }] }],
  })
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return chunks
    if (value.type === 'text-delta') chunks += 1
  }
}

async function viaFetch(): Promise<number> {
  const response = await fetch(
    `${upstream.googleBaseURL}/models/${MODEL}:streamGenerateContent?alt=sse`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'Hello' }] }] }),
    },
  )
  const decoder = new TextDecoder()
  let buffer = ''
  let chunks = 0
  for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true })
    for (let end = buffer.search(/\r?\n\r?\n/); end !== -1; end = buffer.search(/\r?\n\r?\n/)) {
      const event = buffer.slice(0, end)
      buffer = buffer.slice(buffer.slice(end).match(/^\r?\n\r?\n/)![0].length + end)
      if (event.startsWith('data:')) {
        JSON.parse(event.slice(5))
        chunks += 1
      }
    }
  }
  return chunks
}

const ways = {
  streamText: viaStreamText,
  streamGeneration: viaStreamGeneration,
  doStream: viaDoStream,
  merged: viaMerged,
  'merged, node:http': viaServerFetch,
  fetch: viaFetch,
}
const perChunk: Record<string, number[]> = {
  streamText: [],
  streamGeneration: [],
  doStream: [],
  merged: [],
  'merged, node:http': [],
  fetch: [],
}
// A warm-up round of each, not counted.
for (const run of Object.values(ways)) await run()
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, run] of Object.entries(ways)) {
    const before = process.cpuUsage()
    const counts = await Promise.all(Array.from({ length: STREAMS }, () => run()))
    const cpu = process.cpuUsage(before)
    const chunks = counts.reduce((sum, count) => sum + count, 0)
    if (chunks !== STREAMS * CHUNKS) throw new Error(`${name}: ${chunks} chunks`)
    perChunk[name]!.push((cpu.user + cpu.system) / chunks)
  }
}
upstream.stop()

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
console.log(
  `provider stream, Gemini wire format: CPU µs a chunk, median of ${ROUNDS} rounds of ${STREAMS} × ${CHUNKS} chunks`,
)
for (const [name, values] of Object.entries(perChunk))
  console.log(
    `  ${name.padEnd(18)} ${median(values).toFixed(1)} (${values.map((v) => v.toFixed(1)).join(', ')})`,
  )
console.log(
  `  streamText / streamGeneration: ${(median(perChunk.streamText!) / median(perChunk.streamGeneration!)).toFixed(2)}×`,
)
console.log(
  `  merged on undici / merged on node:http: ${(median(perChunk.merged!) / median(perChunk['merged, node:http']!)).toFixed(2)}×`,
)
process.exit(0)
