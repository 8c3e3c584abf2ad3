import type { LanguageModelV3 } from '@ai-sdk/provider'
import { APICallError, type ModelMessage, RetryError, streamText } from 'ai'

export interface GenerationRequest {
  model: LanguageModelV3
  messages: ModelMessage[]
  maxOutputTokens?: number
  temperature?: number
  seed?: number
  /** Passed to the provider; the offline model reads `taleloom` story hints from it. */
  providerOptions?: Record<string, Record<string, unknown>>
  abortSignal?: AbortSignal
  /** Retries before the first token only (the SDK retries whole calls); default 1. */
  maxRetries?: number
  /**
   * Providers that only take system text at the start (Gemini) get later system messages
   * folded into the next user message as a note; others keep them in place.
   */
  systemMessagesMidConversation?: 'keep' | 'fold'
}

/** What the chat runtime consumes: the provider's stream reduced to three part kinds. */
export type GenerationPart =
  | { type: 'text-delta'; text: string }
  | {
      type: 'finish'
      text: string
      finishReason: string
      usage: { inputTokens: number; outputTokens: number }
    }
  | {
      type: 'error'
      code: GenerationErrorCode
      message: string
      status?: number
      partialText: string
    }

export type GenerationErrorCode = 'PROVIDER_RATE_LIMITED' | 'PROVIDER_ERROR' | 'ABORTED'

/**
 * Streams one generation through the AI SDK. Errors travel as a final `error` part
 * (never thrown), carrying the text produced so far, so the runtime can void the
 * hold and mark the message failed in one place.
 */
export async function* streamGeneration(
  request: GenerationRequest,
): AsyncGenerator<GenerationPart> {
  let text = ''
  let failure: unknown = null
  // The leading system block goes to `system`; later system messages are the story's own
  // depth injections (written by its author, not the player), so they are allowed in place.
  const leading = request.messages.findIndex((message) => message.role !== 'system')
  const split = leading === -1 ? request.messages.length : leading
  const system = request.messages
    .slice(0, split)
    .map((message) => (typeof message.content === 'string' ? message.content : ''))
    .join('\n\n')
  const rest = request.messages.slice(split)
  const result = streamText({
    model: request.model,
    ...(system ? { system } : {}),
    messages: request.systemMessagesMidConversation === 'fold' ? foldSystemMessages(rest) : rest,
    allowSystemInMessages: true,
    maxOutputTokens: request.maxOutputTokens,
    temperature: request.temperature,
    seed: request.seed,
    providerOptions: request.providerOptions as never,
    abortSignal: request.abortSignal,
    maxRetries: request.maxRetries ?? 1,
    onError: ({ error }) => {
      failure = error
    },
  })
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        if (part.text.length === 0) continue
        text += part.text
        yield { type: 'text-delta', text: part.text }
      } else if (part.type === 'error') {
        failure = part.error
        break
      } else if (part.type === 'abort') {
        yield {
          type: 'error',
          code: 'ABORTED',
          message: 'The generation was aborted.',
          partialText: text,
        }
        return
      } else if (part.type === 'finish') {
        yield {
          type: 'finish',
          text,
          finishReason: part.finishReason,
          usage: {
            inputTokens: part.totalUsage.inputTokens ?? 0,
            outputTokens: part.totalUsage.outputTokens ?? Math.ceil(text.length / 4),
          },
        }
        return
      }
    }
  } catch (error) {
    failure = error
  }
  yield describeFailure(failure, text, request.abortSignal)
}

function describeFailure(
  error: unknown,
  partialText: string,
  signal?: AbortSignal,
): GenerationPart {
  if (signal?.aborted) {
    return { type: 'error', code: 'ABORTED', message: 'The generation was aborted.', partialText }
  }
  const cause = RetryError.isInstance(error) ? error.lastError : error
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode
    return {
      type: 'error',
      code: status === 429 ? 'PROVIDER_RATE_LIMITED' : 'PROVIDER_ERROR',
      message: cause.message,
      ...(status === undefined ? {} : { status }),
      partialText,
    }
  }
  const message = error instanceof Error ? error.message : 'The model stopped without finishing.'
  return { type: 'error', code: 'PROVIDER_ERROR', message, partialText }
}

/** Turns each later system message into a note at the head of the next user message. */
export function foldSystemMessages(messages: ModelMessage[]): ModelMessage[] {
  const folded: ModelMessage[] = []
  let pending: string[] = []
  for (const message of messages) {
    if (message.role === 'system') {
      pending.push(message.content)
      continue
    }
    if (message.role === 'user' && pending.length > 0 && typeof message.content === 'string') {
      folded.push({
        role: 'user',
        content: `${pending.map((note) => `[Note: ${note}]`).join('\n')}\n\n${message.content}`,
      })
      pending = []
      continue
    }
    folded.push(message)
  }
  if (pending.length > 0)
    folded.push({ role: 'user', content: pending.map((note) => `[Note: ${note}]`).join('\n') })
  return folded
}
