/**
 * The crowd's floor: the least a Node process can do to relay the concurrency bench's
 * streams, run in the server's place against the same upstream and clients. It answers any
 * POST with an SSE stream, asks the upstream (Gemini wire format, one keep-alive agent, a
 * prompt-sized body) and writes one `text-delta` event per network read with the text of
 * that read's events (each JSON-parsed), then `message-end` with the whole reply. No
 * database, no AI SDK, no prompt assembly, no resume log.
 *
 * Whatever figure this process reaches at a level is what the machine allows any server at
 * that level; the bench prints the server's figures beside it. Driven over IPC: it sends
 * `{ port }` once listening; `{ type: 'start' }` starts the measures and
 * `{ type: 'stop' }` answers them (FloorFigures). argv[2] is the upstream's Gemini base URL.
 */
import { Agent, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { sampleMemory } from './memory-sampler'

export interface FloorFigures {
  cpuS: number
  loopBusy: number
  loopP50: number
  loopP99: number
  loopMax: number
  rssMB: number
  rssBeforeMB: number
  heapMB: number
}

const upstream = new URL(process.argv[2] ?? '')
const agent = new Agent({ keepAlive: true, scheduling: 'lifo' })
// About the size of the demo story's assembled prompt, so the upstream reads as much.
const prompt = JSON.stringify({
  contents: [{ role: 'user', parts: [{ text: 'I climb the lighthouse stair. '.repeat(220) }] }],
  generationConfig: { maxOutputTokens: 2048, temperature: 0.8 },
})
const EVENT_END = '\r\n\r\n'

const server = createServer((incoming, response) => {
  incoming.resume()
  incoming.on('end', () => {
    let seq = 0
    let reply = ''
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    response.write(`id: ${++seq}\nevent: message-start\ndata: {}\n\n`)
    const call = request(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: 'POST',
        path: `${upstream.pathname}/models/floor:streamGenerateContent?alt=sse`,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(prompt),
        },
      },
      (answer) => {
        let rest = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => {
          const text = rest + chunk
          let at = 0
          let delta = ''
          for (let end = text.indexOf(EVENT_END); end !== -1; end = text.indexOf(EVENT_END, at)) {
            const event = JSON.parse(text.slice(at + 'data: '.length, end))
            delta += event.candidates?.[0]?.content?.parts?.[0]?.text ?? ''
            at = end + EVENT_END.length
          }
          rest = text.slice(at)
          if (!delta) return
          reply += delta
          response.write(`id: ${++seq}\nevent: text-delta\ndata: ${JSON.stringify({ delta })}\n\n`)
        })
        answer.on('end', () =>
          response.end(
            `id: ${++seq}\nevent: message-end\ndata: ${JSON.stringify({ text: reply })}\n\n`,
          ),
        )
      },
    )
    call.on('error', (error) => response.destroy(error))
    call.end(prompt)
  })
})

let measure: (() => FloorFigures) | null = null

function start(): () => FloorFigures {
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  const cpu = process.cpuUsage()
  const utilization = performance.eventLoopUtilization()
  const memory = sampleMemory()
  return () => {
    loop.disable()
    const used = process.cpuUsage(cpu)
    return {
      cpuS: (used.user + used.system) / 1e6,
      loopBusy: performance.eventLoopUtilization(utilization).utilization,
      loopP50: loop.percentile(50) / 1e6,
      loopP99: loop.percentile(99) / 1e6,
      loopMax: loop.max / 1e6,
      ...memory.stop(),
    }
  }
}

process.on('message', (message: { type: 'start' | 'stop' }) => {
  if (message.type === 'start') measure = start()
  else if (measure) process.send?.(measure())
})
process.on('disconnect', () => process.exit(0))

server.listen({ port: 0, host: '127.0.0.1', backlog: 65_535 }, () => {
  process.send?.({ port: (server.address() as AddressInfo).port })
})
