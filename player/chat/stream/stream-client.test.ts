import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../web/api'
import type { ChatEvent } from '../../../web/stream'
import { reconnectDelay } from './backoff'
import { runChatStream, type StreamConnection } from './stream-client'

const M = 'a'.repeat(24)

function frame(seq: number, event: string, data: unknown, retry = false) {
  return `${retry ? 'retry: 2000\n' : ''}id: ${M}:${seq}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

const start = frame(1, 'message-start', { messageId: M, parentId: null }, true)
const delta = (seq: number, text: string) => frame(seq, 'text-delta', { delta: text })
const end = (seq: number, text: string) =>
  frame(seq, 'message-end', { messageId: M, text, creditsCharged: 3, turnIndex: 1 })

/** A real streamed Response; `dropAfter` errors the body as a lost connection does. */
function sse(chunks: string[], options: { dropAfter?: boolean } = {}): Response {
  const encoder = new TextEncoder()
  let index = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++]
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk))
      else if (options.dropAfter) controller.error(new TypeError('network error'))
      else controller.close()
    },
  })
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
}

function run(opens: Array<() => Promise<Response>>, reopenCalls: Array<string | null> = []) {
  const events: ChatEvent[] = []
  const connections: Array<[StreamConnection, number]> = []
  const sleeps: number[] = []
  let index = 0
  const next = () => {
    const open = opens[index++]
    if (!open) throw new Error('no more connections')
    return open()
  }
  const outcome = runChatStream({
    open: next,
    reopen: (lastEventId) => {
      reopenCalls.push(lastEventId)
      return next()
    },
    onEvent: (event) => events.push(event),
    onConnection: (state, attempt) => connections.push([state, attempt]),
    sleep: async (ms) => {
      sleeps.push(ms)
    },
    random: () => 1,
    maxAttempts: 3,
  })
  return { outcome, events, connections, sleeps }
}

describe('runChatStream', () => {
  it('delivers events in order and ends at message-end', async () => {
    const { outcome, events, connections } = run([
      async () => sse([start, delta(2, 'Hel'), delta(3, 'lo'), end(4, 'Hello')]),
    ])
    await expect(outcome).resolves.toBe('ended')
    expect(events.map((event) => event.type)).toEqual([
      'message-start',
      'text-delta',
      'text-delta',
      'message-end',
    ])
    expect(connections).toEqual([['open', 0]])
  })

  it('resumes after a drop from the last event id, without duplicates', async () => {
    const reopenCalls: Array<string | null> = []
    const { outcome, events, connections, sleeps } = run(
      [
        async () => sse([start, delta(2, 'Hel')], { dropAfter: true }),
        // The server replays a little early; the client skips what it has.
        async () => sse([delta(2, 'Hel'), delta(3, 'lo'), end(4, 'Hello')]),
      ],
      reopenCalls,
    )
    await expect(outcome).resolves.toBe('ended')
    expect(reopenCalls).toEqual([`${M}:2`])
    expect(events.map((event) => event.id)).toEqual([`${M}:1`, `${M}:2`, `${M}:3`, `${M}:4`])
    expect(connections).toEqual([
      ['open', 0],
      ['reconnecting', 1],
      ['open', 1],
    ])
    // The server's retry hint (2000 ms) is the first wait.
    expect(sleeps).toEqual([2000])
  })

  it('repeats the first call (same request id) when nothing arrived, backing off', async () => {
    const reopenCalls: Array<string | null> = []
    const { outcome, sleeps } = run(
      [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => Promise.reject(new TypeError('Failed to fetch')),
        async () => sse([start, end(2, 'Hi')]),
      ],
      reopenCalls,
    )
    await expect(outcome).resolves.toBe('ended')
    expect(reopenCalls).toEqual([null, null])
    expect(sleeps).toEqual([1000, 2000])
  })

  it('throws a refusal before the stream as its ApiError, without retrying', async () => {
    const refusal = new ApiError({
      status: 403,
      code: 'INSUFFICIENT_CREDITS',
      message: 'Insufficient credits.',
    })
    const { outcome, connections } = run([() => Promise.reject(refusal)])
    await expect(outcome).rejects.toBe(refusal)
    expect(connections).toEqual([])
  })

  it('gives up with NETWORK_ERROR after the allowed attempts', async () => {
    const fail = () => Promise.reject(new TypeError('Failed to fetch'))
    const { outcome } = run([fail, fail, fail, fail])
    await expect(outcome).rejects.toMatchObject({ code: 'NETWORK_ERROR' })
  })

  it('stops quietly when aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      runChatStream({
        open: () => Promise.reject(new Error('not called')),
        reopen: () => Promise.reject(new Error('not called')),
        onEvent: () => undefined,
        onConnection: () => undefined,
        signal: controller.signal,
      }),
    ).resolves.toBe('aborted')
  })
})

describe('reconnectDelay', () => {
  it('doubles per attempt from the retry hint and caps', () => {
    const delays = [1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelay(attempt, 2000, () => 1))
    expect(delays).toEqual([2000, 4000, 8000, 15000, 15000, 15000])
    expect(reconnectDelay(1, 1000, () => 0)).toBe(800)
  })
})
