import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider'
import { composeOfflineReply, composeOfflineSummary, type OfflineStoryHints } from './compose'

export interface OfflineModelOptions {
  /** Delay between streamed chunks; about 25 ms reads like a fast real model. */
  chunkDelayMs?: number
  /** Characters per chunk (real providers send a few words at a time). */
  chunkSize?: number
}

/**
 * The built-in model that answers when no provider key is configured: an AI SDK
 * `LanguageModelV3`, so the runtime streams it exactly like Gemini or OpenAI.
 * Story hints arrive as `providerOptions.taleloom`.
 */
export function createOfflineModel(options: OfflineModelOptions = {}): LanguageModelV3 {
  const chunkDelayMs = options.chunkDelayMs ?? 25
  const chunkSize = options.chunkSize ?? 12
  return {
    specificationVersion: 'v3',
    provider: 'taleloom.offline',
    modelId: 'taleloom-offline-1',
    supportedUrls: {},
    async doGenerate(call) {
      const text = replyFor(call)
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: usageOf(call.prompt, text),
        warnings: [],
      }
    },
    async doStream(call) {
      const text = replyFor(call)
      const chunks = splitIntoChunks(text, chunkSize)
      const signal = call.abortSignal
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        async start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] })
          controller.enqueue({ type: 'text-start', id: 'offline-0' })
          for (const delta of chunks) {
            if (signal?.aborted) {
              controller.error(signal.reason ?? new Error('aborted'))
              return
            }
            if (chunkDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, chunkDelayMs))
            controller.enqueue({ type: 'text-delta', id: 'offline-0', delta })
          }
          controller.enqueue({ type: 'text-end', id: 'offline-0' })
          controller.enqueue({
            type: 'finish',
            finishReason: { unified: 'stop', raw: 'stop' },
            usage: usageOf(call.prompt, text),
          })
          controller.close()
        },
      })
      return { stream }
    },
  }
}

function replyFor(call: LanguageModelV3CallOptions): string {
  const hints = (call.providerOptions?.taleloom ?? {}) as OfflineStoryHints
  const userText = lastText(call.prompt, 'user')
  if (hints.task === 'summary') return composeOfflineSummary(userText)
  // Rerolls pass a different seed, so an alternative reads differently.
  const salt = `${call.seed ?? 0}:${call.prompt.length}`
  const reply = composeOfflineReply(hints, userText, salt)
  return call.maxOutputTokens ? truncateToTokens(reply, call.maxOutputTokens) : reply
}

function lastText(prompt: LanguageModelV3Prompt, role: 'user' | 'assistant'): string {
  for (let index = prompt.length - 1; index >= 0; index -= 1) {
    const message = prompt[index]
    if (message?.role !== role) continue
    return message.content.map((part) => (part.type === 'text' ? part.text : '')).join('')
  }
  return ''
}

/** About four characters a token, the usual rule for English prose. */
const approximateTokens = (text: string) => Math.ceil(text.length / 4)

function truncateToTokens(text: string, maxTokens: number): string {
  return text.length <= maxTokens * 4 ? text : text.slice(0, maxTokens * 4)
}

function usageOf(prompt: LanguageModelV3Prompt, text: string): LanguageModelV3Usage {
  const input = prompt.reduce(
    (sum, message) =>
      sum +
      (typeof message.content === 'string'
        ? approximateTokens(message.content)
        : message.content.reduce(
            (partSum, part) => partSum + (part.type === 'text' ? approximateTokens(part.text) : 0),
            0,
          )),
    0,
  )
  const output = approximateTokens(text)
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  }
}

function splitIntoChunks(text: string, size: number): string[] {
  const chunks: string[] = []
  for (let index = 0; index < text.length; index += size)
    chunks.push(text.slice(index, index + size))
  return chunks
}
