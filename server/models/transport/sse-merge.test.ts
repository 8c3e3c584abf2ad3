import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGoogleGenerativeAI } from '@ai-sdk/google'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { LanguageModelV3 } from '@ai-sdk/provider'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { generated } from '../../../tests/support/fake-upstream'
import { type GenerationPart, streamGeneration } from '../generate'
import { mergeEventStream, mergingFetch } from './sse-merge'
import { chatCompletionTextEvents, geminiTextEvents, type TextEventFormat } from './text-events'

const encoder = new TextEncoder()

/** Feeds `chunks` in one turn of the event loop (as one network read does) and reads the output. */
async function through(format: TextEventFormat, chunks: (string | Uint8Array)[]) {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
      controller.close()
    },
  })
  const out: Uint8Array[] = []
  const reader = mergeEventStream(source, format).getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    out.push(value)
  }
  const text = new TextDecoder().decode(Buffer.concat(out))
  return { out, text, events: text.split(/\r?\n\r?\n/).filter((event) => event.length > 0) }
}

const data = (event: string) => JSON.parse(event.replace(/^data: /, ''))

const gemini = (fields: object) => `data: ${JSON.stringify(fields)}\r\n\r\n`
const geminiText = (text: string, tokens: number, extra: object = {}) =>
  gemini({
    candidates: [{ content: { parts: [{ text }], role: 'model' }, index: 0, ...extra }],
    usageMetadata: {
      promptTokenCount: 10,
      candidatesTokenCount: tokens,
      totalTokenCount: 10 + tokens,
    },
    modelVersion: 'gemini-2.5-flash',
  })

/**
 * Runs `work` on fake timers: time moves from one timer to the next as the timers say,
 * so what is held and merged does not depend on the machine's pace.
 */
async function onFakeTime<T>(work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'performance'],
  })
  try {
    const result = work()
    let settled = false
    result.then(
      () => {
        settled = true
      },
      () => {
        settled = true
      },
    )
    for (let step = 0; !settled && step < 10_000; step += 1)
      await vi.advanceTimersToNextTimerAsync()
    return await result
  } finally {
    vi.useRealTimers()
  }
}

describe('merging the plain text events of one read', () => {
  it('sends the first event at once and merges the text events that arrived together after it', async () => {
    const chunks = [
      geminiText('a', 1),
      geminiText('b', 2),
      geminiText('c', 3),
      geminiText('d', 4),
      geminiText('e', 5, { finishReason: 'STOP' }),
    ]
    const { out, events } = await through(geminiTextEvents, chunks)
    expect(new TextDecoder().decode(out[0])).toBe(chunks[0])
    expect(events).toHaveLength(3)
    expect(data(events[1]!)).toEqual({
      candidates: [{ content: { parts: [{ text: 'bcd' }], role: 'model' }, index: 0 }],
      // Usage is a running total: the run's latest.
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 4, totalTokenCount: 14 },
      modelVersion: 'gemini-2.5-flash',
    })
    // The finish carries more than text: it goes through as it came.
    expect(`${events[2]}\r\n\r\n`).toBe(chunks[4])
  })

  it('lets anything but plain text end a run and pass unchanged', async () => {
    const safety = gemini({
      candidates: [
        {
          content: { parts: [{ text: 'x' }], role: 'model' },
          safetyRatings: [{ category: 'HARM_CATEGORY_HARASSMENT', probability: 'NEGLIGIBLE' }],
          index: 0,
        },
      ],
    })
    const thought = gemini({
      candidates: [
        { content: { parts: [{ text: 'hmm', thought: true }], role: 'model' }, index: 0 },
      ],
    })
    const call = gemini({
      candidates: [{ content: { parts: [{ functionCall: { name: 'f', args: {} } }] }, index: 0 }],
    })
    const unknownField = gemini({
      candidates: [{ content: { parts: [{ text: 'y' }] }, index: 0 }],
      promptFeedback: { blockReason: 'OTHER' },
    })
    const chunks = [
      geminiText('0', 1),
      geminiText('1', 2),
      safety,
      geminiText('2', 3),
      geminiText('3', 4),
      thought,
      call,
      unknownField,
      ': keep-alive\n\n',
      'data: not json\n\n',
      geminiText('4', 5),
    ]
    const { events } = await through(geminiTextEvents, chunks)
    const texts = events.map((event) =>
      event.startsWith('data: {')
        ? (data(event).candidates?.[0]?.content?.parts?.[0]?.text ?? 'call')
        : event,
    )
    expect(texts).toEqual([
      '0',
      '1',
      'x',
      '23',
      'hmm',
      'call',
      'y',
      ': keep-alive',
      'data: not json',
      '4',
    ])
    expect(`${events[2]}\r\n\r\n`).toBe(safety)
    expect(`${events[4]}\r\n\r\n`).toBe(thought)
  })

  it('joins an event cut between chunks, even inside a multi-byte character', async () => {
    const whole = encoder.encode(geminiText('é🦜', 1) + geminiText('ü', 2) + geminiText('!', 3))
    const first = encoder.encode(geminiText('é🦜', 1)).length
    const cut = first + 60 // inside the second event's text or JSON
    const parrot = whole.indexOf(0xf0) // inside the first event's 4-byte parrot
    const { events } = await through(geminiTextEvents, [
      whole.subarray(0, parrot + 2),
      whole.subarray(parrot + 2, cut),
      whole.subarray(cut),
    ])
    expect(events.map((event) => data(event).candidates[0].content.parts[0].text).join('')).toBe(
      'é🦜ü!',
    )
  })

  it('passes a lone event through as the same bytes (a server keeping up parses nothing)', async () => {
    const chunk = encoder.encode(geminiText('solo', 1))
    const second = encoder.encode(geminiText('later', 2))
    const reads = await onFakeTime(async () => {
      const source = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(chunk)
          await new Promise((resolve) => setTimeout(resolve, 5))
          controller.enqueue(second)
          controller.close()
        },
      })
      const reader = mergeEventStream(source, geminiTextEvents).getReader()
      return [await reader.read(), await reader.read(), await reader.read()]
    })
    expect(reads.map((read) => read.value ?? 'done')).toEqual([chunk, second, 'done'])
  })

  it('merges Chat Completions content deltas, keeping the role and leaving finish, usage and [DONE]', async () => {
    const events = generated('openai', 4, 'w ')
    const { events: out } = await through(chatCompletionTextEvents, events)
    // role chunk (first, at once); four content chunks merged; finish; usage; [DONE].
    expect(out).toHaveLength(5)
    expect(data(out[1]!).choices[0]).toEqual({
      index: 0,
      delta: { content: 'w w w w ' },
      logprobs: null,
      finish_reason: null,
    })
    expect(data(out[2]!).choices[0].finish_reason).toBe('stop')
    expect(data(out[3]!).usage.completion_tokens).toBe(4)
    expect(out[4]).toBe('data: [DONE]')
    const withRole = await through(chatCompletionTextEvents, ['data: {"x":1}\n\n', ...events])
    expect(data(withRole.events[1]!).choices[0].delta).toEqual({
      role: 'assistant',
      content: 'w w w w ',
    })
  })
})

describe('reading the body', () => {
  it('stops reading the body while nobody reads the merged stream', async () => {
    let pulls = 0
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1
        controller.enqueue(encoder.encode(geminiText(`${pulls} `, pulls)))
      },
    })
    const merged = mergeEventStream(source, geminiTextEvents)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const stalled = pulls
    expect(stalled).toBeLessThan(20)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(pulls).toBe(stalled)
    const reader = merged.getReader()
    await reader.read()
    await reader.read()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(pulls).toBeGreaterThan(stalled)
    await reader.cancel()
  })

  it('delivers what arrived before the body failed, then the failure', async () => {
    const failure = new TypeError('terminated')
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(geminiText('a', 1)))
        controller.enqueue(encoder.encode(geminiText('b', 2)))
        controller.enqueue(encoder.encode(geminiText('c', 3)))
        // The connection breaks while "b" and "c" are held (a hold of 10 s).
        await new Promise((resolve) => setTimeout(resolve, 10))
        controller.error(failure)
      },
    })
    const reader = mergeEventStream(source, geminiTextEvents, () => 10_000).getReader()
    const texts: string[] = []
    const failed = await (async () => {
      for (;;) {
        try {
          const { done, value } = await reader.read()
          if (done) return null
          for (const event of new TextDecoder()
            .decode(value)
            .split(/\r?\n\r?\n/)
            .filter(Boolean))
            texts.push(data(event).candidates[0].content.parts[0].text)
        } catch (error) {
          return error
        }
      }
    })()
    expect(failed).toBe(failure)
    expect(texts.join('')).toBe('abc')
  })

  it('cancels the body when the merged stream is cancelled', async () => {
    let reason: unknown
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(geminiText('a', 1)))
      },
      cancel(why) {
        reason = why
      },
    })
    const reader = mergeEventStream(source, geminiTextEvents).getReader()
    await reader.read()
    await reader.cancel('player left')
    expect(reason).toBe('player left')
  })
})

describe('holding text under load', () => {
  /** Events `gapMs` apart, then a finish event and the end; the output with its arrival times. */
  function paced(holdMs: () => number, count: number, gapMs: number) {
    return onFakeTime(() => pacedNow(holdMs, count, gapMs))
  }
  async function pacedNow(holdMs: () => number, count: number, gapMs: number) {
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (let index = 0; index < count; index++) {
          controller.enqueue(encoder.encode(geminiText(`${index} `, index + 1)))
          await new Promise((resolve) => setTimeout(resolve, gapMs))
        }
        controller.enqueue(encoder.encode(geminiText('', count, { finishReason: 'STOP' })))
        controller.close()
      },
    })
    const started = performance.now()
    const reader = mergeEventStream(source, geminiTextEvents, holdMs).getReader()
    const out: { at: number; events: string[] }[] = []
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return { out, ended: performance.now() - started }
      const text = new TextDecoder().decode(value)
      out.push({
        at: performance.now() - started,
        events: text.split(/\r?\n\r?\n/).filter(Boolean),
      })
    }
  }
  const textOf = (out: { events: string[] }[]) =>
    out
      .flatMap((read) => read.events)
      .map((event) => data(event).candidates[0].content.parts[0].text)
      .join('')
  const expected = (count: number) =>
    Array.from({ length: count }, (_, index) => `${index} `).join('')

  it('merges what arrives within the hold, keeping every character in order', async () => {
    const { out } = await paced(() => 40, 30, 4)
    expect(textOf(out)).toBe(expected(30))
    // 30 events over 120 ms, held 40 ms at a time: the first, three holds and the end.
    expect(out.length).toBeLessThanOrEqual(5)
    expect(out[0]!.events).toHaveLength(1)
  })

  it('sends the first event at once and lets the end take what is held', async () => {
    const { out, ended } = await paced(() => 10_000, 5, 2)
    expect(out[0]!.at).toBeLessThan(1000)
    expect(ended).toBeLessThan(1000)
    expect(textOf(out)).toBe(expected(5))
    const last = out.at(-1)!.events.at(-1)!
    expect(data(last).candidates[0].finishReason).toBe('STOP')
  })

  it('holds nothing when the hold is 0: a paced reply passes event by event', async () => {
    const { out } = await paced(() => 0, 6, 15)
    expect(out.map((read) => read.events.length)).toEqual([1, 1, 1, 1, 1, 1, 1])
  })
})

describe('the providers read merged replies as they read the originals', () => {
  let server: Server
  let base = ''
  const bodies = {
    gemini: generated('gemini', 120, 'tide ').join(''),
    openai: generated('openai', 120, 'tide ').join(''),
  }
  beforeAll(async () => {
    // The whole reply in one write: the server reads it in one go, as one that fell behind.
    server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.end(request.url?.startsWith('/v1beta') ? bodies.gemini : bodies.openai)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  const read = async (model: LanguageModelV3) => {
    const parts: GenerationPart[] = []
    for await (const part of streamGeneration({
      model,
      messages: [{ role: 'user', content: 'Sing.' }],
      maxRetries: 0,
    }))
      parts.push(part)
    return parts
  }

  const models = {
    gemini: (fetch?: typeof globalThis.fetch) =>
      createGoogleGenerativeAI({
        apiKey: 'k',
        baseURL: `${base}/v1beta`,
        ...(fetch ? { fetch } : {}),
      })('gemini-2.5-flash'),
    openai: (fetch?: typeof globalThis.fetch) =>
      createOpenAICompatible({
        name: 'local',
        baseURL: `${base}/v1`,
        ...(fetch ? { fetch } : {}),
      }).chatModel('llama'),
  }
  const formats = { gemini: geminiTextEvents, openai: chatCompletionTextEvents }

  for (const wire of ['gemini', 'openai'] as const) {
    it(`${wire}: the same text, finish and usage in far fewer parts`, async () => {
      const plain = await read(models[wire]())
      const merged = await read(models[wire](mergingFetch(formats[wire])))
      const text = (parts: GenerationPart[]) =>
        parts.flatMap((part) => (part.type === 'text-delta' ? [part.text] : [])).join('')
      expect(text(merged)).toBe('tide '.repeat(120))
      expect(text(merged)).toBe(text(plain))
      expect(merged.at(-1)).toEqual(plain.at(-1))
      expect(merged.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' })
      const deltas = (parts: GenerationPart[]) =>
        parts.filter((part) => part.type === 'text-delta').length
      expect(deltas(plain)).toBe(120)
      expect(deltas(merged)).toBeLessThan(20)
    })
  }

  it('leaves an error answer alone', async () => {
    const refusing = createServer((_request, response) => {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' })
      response.end(
        '{"error":{"code":429,"message":"Resource has been exhausted.","status":"RESOURCE_EXHAUSTED"}}',
      )
    })
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}/x`
    const response = await mergingFetch(geminiTextEvents)(url, { method: 'POST' })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('1')
    expect(await response.json()).toMatchObject({ error: { code: 429 } })
    refusing.closeAllConnections()
    await new Promise((resolve) => refusing.close(resolve))
  })
})
