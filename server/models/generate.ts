import {
  APICallError,
  InvalidPromptError,
  type LanguageModelV3,
  type LanguageModelV3Prompt,
  type SharedV3ProviderOptions,
} from '@ai-sdk/provider'
import { type ModelMessage, RetryError } from 'ai'
import type { GenerationPart } from '../../platform/chat'

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

/** What the chat runtime consumes: chat's port type, the provider's stream in three part kinds. */
export type { GenerationPart }

export type GenerationErrorCode = Extract<GenerationPart, { type: 'error' }>['code']

/**
 * Streams one generation through the AI SDK's provider interface (`LanguageModelV3.doStream`).
 * Errors travel as a final `error` part (never thrown), carrying the text produced so far,
 * so the runtime can void the hold and mark the message failed in one place.
 *
 * Why not `streamText`: a chat turn is one text generation without tools or steps, and
 * `streamText`'s per-chunk pipeline (its transform streams, step and telemetry bookkeeping)
 * costs far more CPU than the provider's own stream (docs/PERFORMANCE.md), and at
 * thousands of simultaneous streams that is most of the server's CPU. What `streamText`
 * did that a turn needs is here: the prompt in the provider's format, a retry of the call before the first
 * chunk, and the finish with its usage.
 */
export async function* streamGeneration(
  request: GenerationRequest,
): AsyncGenerator<GenerationPart> {
  let text = ''
  let failure: unknown = null
  let prompt: LanguageModelV3Prompt
  try {
    prompt = toProviderPrompt(request)
  } catch (error) {
    yield describeFailure(error, text, request.abortSignal)
    return
  }
  try {
    const { stream } = await callWithRetries(
      () =>
        request.model.doStream({
          prompt,
          maxOutputTokens: request.maxOutputTokens,
          temperature: request.temperature,
          seed: request.seed,
          providerOptions: request.providerOptions as SharedV3ProviderOptions | undefined,
          abortSignal: request.abortSignal,
        }),
      request.maxRetries ?? 1,
      request.abortSignal,
    )
    const reader = stream.getReader()
    try {
      for (;;) {
        const { done, value: part } = await reader.read()
        if (done) break
        if (part.type === 'text-delta') {
          if (part.delta.length === 0) continue
          text += part.delta
          yield { type: 'text-delta', text: part.delta }
        } else if (part.type === 'error') {
          failure = part.error
          break
        } else if (part.type === 'finish') {
          yield {
            type: 'finish',
            text,
            finishReason: part.finishReason.unified,
            usage: {
              inputTokens: part.usage.inputTokens.total ?? 0,
              outputTokens: part.usage.outputTokens.total ?? Math.ceil(text.length / 4),
            },
          }
          return
        }
      }
    } finally {
      // A consumer that stops early (or a failure) must not leave the upstream open.
      reader.cancel().catch(() => {})
    }
  } catch (error) {
    failure = error
  }
  yield describeFailure(failure, text, request.abortSignal)
}

/**
 * The messages in the provider's prompt format: the leading system block as one system
 * message; later system messages are the story's own depth injections (written by its
 * author, not the player), kept in place or folded into the next user message.
 */
export function toProviderPrompt(request: GenerationRequest): LanguageModelV3Prompt {
  const leading = request.messages.findIndex((message) => message.role !== 'system')
  const split = leading === -1 ? request.messages.length : leading
  const system = request.messages
    .slice(0, split)
    .map((message) => (typeof message.content === 'string' ? message.content : ''))
    .join('\n\n')
  const rest = request.messages.slice(split)
  const messages =
    request.systemMessagesMidConversation === 'fold' ? foldSystemMessages(rest) : rest
  const prompt: LanguageModelV3Prompt = system ? [{ role: 'system', content: system }] : []
  for (const message of messages) {
    if (message.role === 'system') prompt.push({ role: 'system', content: message.content })
    else if (message.role === 'user' || message.role === 'assistant')
      prompt.push({ role: message.role, content: [{ type: 'text', text: textOf(message) }] })
    else
      throw new InvalidPromptError({
        prompt: message,
        message: `A ${message.role} message has no place in a chat turn.`,
      })
  }
  return prompt
}

function textOf(message: ModelMessage): string {
  if (typeof message.content === 'string') return message.content
  let text = ''
  for (const part of message.content) {
    if (part.type !== 'text')
      throw new InvalidPromptError({
        prompt: message,
        message: `A ${part.type} part has no place in a chat turn.`,
      })
    text += part.text
  }
  return text
}

/** The AI SDK's default first retry delay, used when the provider names none. */
const RETRY_DELAY_MS = 2000
const MAX_RETRY_AFTER_MS = 60_000

/**
 * Retries a call that failed before streaming (a 429, a 5xx, a dropped connection) as
 * `streamText` did: `retries` more times, waiting what the provider asked for
 * (`retry-after-ms`, `retry-after`) or 2 s, doubling.
 */
async function callWithRetries<T>(
  call: () => PromiseLike<T>,
  retries: number,
  signal: AbortSignal | undefined,
): Promise<T> {
  let delay = RETRY_DELAY_MS
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call()
    } catch (error) {
      const retryable = APICallError.isInstance(error) && error.isRetryable
      if (!retryable || attempt >= retries || signal?.aborted) throw error
      await sleep(retryAfterMs(error) ?? delay, signal)
      delay *= 2
    }
  }
}

function retryAfterMs(error: APICallError): number | null {
  const headers = error.responseHeaders ?? {}
  const ms = Number.parseFloat(headers['retry-after-ms'] ?? '')
  if (Number.isFinite(ms) && ms >= 0 && ms <= MAX_RETRY_AFTER_MS) return ms
  const seconds = Number.parseFloat(headers['retry-after'] ?? '')
  if (Number.isFinite(seconds) && seconds >= 0 && seconds * 1000 <= MAX_RETRY_AFTER_MS)
    return seconds * 1000
  return null
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
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
