import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type FakeUpstream, startFakeUpstream } from '../../tests/support/fake-upstream'
import { createModelCatalogue, DEFAULT_MODELS, loadModelCatalogue } from './catalogue'
import { type GenerationPart, streamGeneration } from './generate'
import { composeOfflineReply, createOfflineModel } from './offline'
import { createModelResolver, UnknownModelError } from './providers'

async function collect(parts: AsyncIterable<GenerationPart>) {
  const all: GenerationPart[] = []
  for await (const part of parts) all.push(part)
  return all
}

const messages = [
  { role: 'system' as const, content: 'You are Mira, a lighthouse keeper.' },
  { role: 'user' as const, content: 'Can we climb the lighthouse tonight?' },
]

describe('provider adapters against their real wire formats', () => {
  let upstream: FakeUpstream
  beforeAll(async () => {
    upstream = await startFakeUpstream()
  })
  afterAll(async () => {
    await upstream.close()
  })

  const resolverFor = () =>
    createModelResolver(createModelCatalogue(), {
      google: { apiKey: 'test-key', baseURL: upstream.googleBaseURL },
      openai: { apiKey: 'test-key', baseURL: upstream.openaiBaseURL },
      openaiCompatible: { baseURL: upstream.openaiBaseURL, name: 'ollama' },
    })

  for (const modelId of ['gemini', 'gpt-4o-mini', 'local']) {
    it(`${modelId}: streams the recorded chunks in order with usage`, async () => {
      upstream.behaviour = { kind: 'fixture' }
      const resolved = resolverFor()(modelId)
      expect(resolved.offline).toBe(false)
      const parts = await collect(
        streamGeneration({ model: resolved.model, messages, maxRetries: 0 }),
      )
      const deltas = parts.filter((part) => part.type === 'text-delta').map((part) => part.text)
      expect(deltas.join('')).toBe(
        '*Mira looks up from the map.* "The lighthouse? Nobody has climbed it since the storm. But if you insist, bring a lantern."',
      )
      const finish = parts.at(-1)
      expect(finish).toMatchObject({
        type: 'finish',
        finishReason: 'stop',
        usage: { inputTokens: 412, outputTokens: 31 },
      })
      const sent = JSON.stringify(upstream.requests.at(-1)?.body)
      expect(sent).toContain('Can we climb the lighthouse tonight?')
      expect(sent).toContain('You are Mira')
    })

    it(`${modelId}: a 429 becomes a rate-limited error part`, async () => {
      upstream.behaviour = { kind: 'rate-limited' }
      const parts = await collect(
        streamGeneration({ model: resolverFor()(modelId).model, messages, maxRetries: 0 }),
      )
      expect(parts).toHaveLength(1)
      expect(parts[0]).toMatchObject({
        type: 'error',
        code: 'PROVIDER_RATE_LIMITED',
        status: 429,
        partialText: '',
      })
    })

    it(`${modelId}: a 429 before the first chunk is retried after the wait the provider names`, async () => {
      upstream.behaviour = { kind: 'rate-limited', times: 1, retryAfterMs: 30 }
      const before = upstream.requests.length
      // The waits the SDK schedules, read from setTimeout rather than a stopwatch.
      const waits: number[] = []
      const realSetTimeout = globalThis.setTimeout
      const timers = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
        callback: () => void,
        ms?: number,
        ...rest: unknown[]
      ) => {
        waits.push(Number(ms ?? 0))
        return realSetTimeout(callback, ms, ...rest)
      }) as typeof setTimeout)
      const parts = await collect(
        streamGeneration({ model: resolverFor()(modelId).model, messages, maxRetries: 1 }),
      ).finally(() => timers.mockRestore())
      expect(upstream.requests.length - before).toBe(2)
      // The provider's 30 ms, not the 1 s of its retry-after nor the 2 s default.
      expect(waits).toContain(30)
      expect(waits).not.toContain(1000)
      expect(waits).not.toContain(2000)
      expect(parts.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' })
      upstream.behaviour = { kind: 'rate-limited', times: 2, retryAfterMs: 10 }
      const refused = await collect(
        streamGeneration({ model: resolverFor()(modelId).model, messages, maxRetries: 1 }),
      )
      expect(refused).toEqual([expect.objectContaining({ code: 'PROVIDER_RATE_LIMITED' })])
    })

    it(`${modelId}: a connection cut mid-stream becomes an error part with the partial text`, async () => {
      upstream.behaviour = { kind: 'cut-after', chunks: 2 }
      const parts = await collect(
        streamGeneration({ model: resolverFor()(modelId).model, messages, maxRetries: 0 }),
      )
      const last = parts.at(-1)
      expect(last?.type).toBe('error')
      expect(last && 'partialText' in last ? last.partialText : '').toContain('Mira looks up')
      expect(parts.some((part) => part.type === 'finish')).toBe(false)
    })
  }

  it('gemini: folds system messages after the start into the next user message', async () => {
    upstream.behaviour = { kind: 'fixture' }
    const withDepthNote = [
      ...messages,
      { role: 'assistant' as const, content: 'The lamp flickers.' },
      { role: 'system' as const, content: 'Mira is hiding a key.' },
      { role: 'user' as const, content: 'What are you hiding?' },
    ]
    const model = resolverFor()('gemini').model
    const kept = await collect(streamGeneration({ model, messages: withDepthNote, maxRetries: 0 }))
    expect(kept.at(-1)).toMatchObject({ type: 'error', code: 'PROVIDER_ERROR' })
    const folded = await collect(
      streamGeneration({
        model,
        messages: withDepthNote,
        maxRetries: 0,
        systemMessagesMidConversation: 'fold',
      }),
    )
    expect(folded.at(-1)?.type).toBe('finish')
    const sent = JSON.stringify(upstream.requests.at(-1)?.body)
    expect(sent).toContain('[Note: Mira is hiding a key.]')
    expect(sent).toContain('You are Mira')
  })

  it('relays generated streams of many chunks intact', async () => {
    upstream.behaviour = { kind: 'chunks', count: 500, chunkText: 'x' }
    const parts = await collect(
      streamGeneration({ model: resolverFor()('gemini').model, messages, maxRetries: 0 }),
    )
    const text = parts
      .filter((part) => part.type === 'text-delta')
      .map((part) => part.text)
      .join('')
    expect(text).toBe('x'.repeat(500))
  })
})

describe('model resolution', () => {
  it('falls back to the offline model, labelled, when a provider has no key', () => {
    const resolve = createModelResolver(createModelCatalogue(), {})
    const gemini = resolve('gemini')
    expect(gemini.offline).toBe(true)
    expect(gemini.fallbackReason).toContain('GOOGLE_GENERATIVE_AI_API_KEY')
    expect(gemini.descriptor.feeCredits).toBe(10)
    expect(gemini.model.provider).toBe('taleloom.offline')
    expect(() => resolve('no-such-model')).toThrow(UnknownModelError)
  })

  it('loads a catalogue file that overrides and extends the defaults', async () => {
    const { writeFileSync, mkdtempSync } = await import('node:fs')
    const { join } = await import('node:path')
    const { tmpdir } = await import('node:os')
    const path = join(mkdtempSync(join(tmpdir(), 'models-')), 'models.json')
    writeFileSync(
      path,
      JSON.stringify([
        { ...DEFAULT_MODELS[0], feeCredits: 12 },
        {
          id: 'qwen',
          label: 'Qwen',
          provider: 'openai-compatible',
          providerModelId: 'qwen2.5',
          feeCredits: 3,
          contextWindow: 32768,
          maxPromptTokens: 8192,
          maxOutputTokens: 1024,
          tokenizer: 'cl100k_base',
        },
      ]),
    )
    const catalogue = loadModelCatalogue(path)
    expect(catalogue.get('gemini')?.feeCredits).toBe(12)
    expect(catalogue.get('qwen')?.maxPromptTokens).toBe(8192)
    expect(catalogue.get('gemini')?.maxPromptTokens).toBeUndefined()
    expect(catalogue.get('qwen')?.provider).toBe('openai-compatible')
    expect(catalogue.get('gpt-4o')).toBeDefined()
    writeFileSync(path, JSON.stringify([{ ...DEFAULT_MODELS[0], maxPromptTokens: 100 }]))
    expect(() => loadModelCatalogue(path)).toThrow(/loadModelCatalogue/)
    writeFileSync(path, JSON.stringify([{ id: 'BAD ID' }]))
    expect(() => loadModelCatalogue(path)).toThrow(/loadModelCatalogue/)
  })
})

describe('offline model', () => {
  const hints = {
    language: 'en' as const,
    sceneTitle: 'The Harbour',
    sceneSituation: 'Fog has rolled over the harbour. The last boat is late.',
    characterNames: ['Mira', 'Old Tom'],
    personaName: 'Alex',
    variables: [{ name: 'trust', type: 'number' as const, value: 2 }],
  }

  it('streams a deterministic reply built from the story hints', async () => {
    const model = createOfflineModel({ chunkDelayMs: 0 })
    const run = () =>
      collect(streamGeneration({ model, messages, providerOptions: { taleloom: hints }, seed: 3 }))
    const first = await run()
    const second = await run()
    const text = (parts: GenerationPart[]) =>
      parts
        .filter((p) => p.type === 'text-delta')
        .map((p) => p.text)
        .join('')
    expect(text(first)).toBe(text(second))
    expect(text(first)).toMatch(/Mira|Old Tom/)
    // The scene's title is never written into the reply.
    expect(text(first)).not.toContain('The Harbour')
    // The player's words shape the tone but are never quoted back.
    expect(text(first)).not.toContain('Can we climb the lighthouse tonight?')
    expect(first.filter((p) => p.type === 'text-delta').length).toBeGreaterThan(5)
    expect(first.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' })
  })

  it('writes in the story language and moves a number variable through the state block', () => {
    const replies = Array.from({ length: 8 }, (_, turn) =>
      composeOfflineReply(hints, 'hello', `turn-${turn}`),
    )
    expect(replies.some((reply) => reply.includes('<state>{"set":{"trust":3}}</state>'))).toBe(true)
    expect(replies.some((reply) => !reply.includes('<state>'))).toBe(true)
    const korean = composeOfflineReply({ ...hints, language: 'ko' }, '안녕', 'turn-1')
    expect(korean).toMatch(/[가-힣]/)
    const japanese = composeOfflineReply({ ...hints, language: 'jp' }, 'こんにちは', 'turn-1')
    expect(japanese).toMatch(/[ぁ-んァ-ン]/)
  })

  it('stops when aborted', async () => {
    const model = createOfflineModel({ chunkDelayMs: 5 })
    const controller = new AbortController()
    const parts: GenerationPart[] = []
    for await (const part of streamGeneration({
      model,
      messages,
      abortSignal: controller.signal,
    })) {
      parts.push(part)
      if (parts.length === 2) controller.abort()
    }
    expect(parts.at(-1)).toMatchObject({ type: 'error', code: 'ABORTED' })
  })
})
