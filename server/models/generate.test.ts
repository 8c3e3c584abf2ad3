import { expect, it, vi } from 'vitest'
import { type GenerationPart, streamGeneration } from './generate'
import { createOfflineModel } from './offline'

const sdk = vi.hoisted(() => ({ streamTextCalls: 0 }))
vi.mock('ai', async (importOriginal) => {
  const ai = await importOriginal<typeof import('ai')>()
  return {
    ...ai,
    streamText: ((...args: Parameters<typeof ai.streamText>) => {
      sdk.streamTextCalls += 1
      return ai.streamText(...args)
    }) as typeof ai.streamText,
  }
})

it("streams a turn through the provider's own doStream, not streamText (docs/PERFORMANCE.md)", async () => {
  const model = createOfflineModel({ chunkDelayMs: 0 })
  const doStream = vi.spyOn(model, 'doStream')
  const parts: GenerationPart[] = []
  const messages = [{ role: 'user' as const, content: 'Can we climb the lighthouse tonight?' }]
  for await (const part of streamGeneration({ model, messages, seed: 1 })) parts.push(part)
  expect(parts.at(-1)).toMatchObject({ type: 'finish' })
  expect(doStream).toHaveBeenCalledOnce()
  expect(sdk.streamTextCalls).toBe(0)
})
