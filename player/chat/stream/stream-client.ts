import { ApiError } from '../../../web/api'
import {
  type ChatEvent,
  createSseParser,
  isTerminal,
  parseEventId,
  toChatEvent,
} from '../../../web/stream'
import { reconnectDelay } from './backoff'

export type StreamConnection = 'open' | 'reconnecting'

export interface ChatStreamOptions {
  /** The first connection: the POST that starts a turn, or a resume by message id. */
  open(signal: AbortSignal): Promise<Response>
  /**
   * A later connection after a drop. With the last event id seen it resumes right
   * after it; with null (nothing arrived yet) it repeats the first call, which the
   * request id makes idempotent.
   */
  reopen(lastEventId: string | null, signal: AbortSignal): Promise<Response>
  onEvent(event: ChatEvent): void
  onConnection(state: StreamConnection, attempt: number): void
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  random?: () => number
  /** Attempts in a row without any event before giving up. */
  maxAttempts?: number
  signal?: AbortSignal
}

export type ChatStreamOutcome = 'ended' | 'aborted'

/**
 * Reads one reply's SSE stream to its terminal event, reconnecting with backoff
 * when the connection drops and resuming from the last event id, so the reply is
 * neither cut nor duplicated. A refusal (an HTTP 4xx answer) throws its ApiError;
 * running out of attempts throws NETWORK_ERROR. No React, no DOM: the caller
 * decides what to do with the events.
 */
export async function runChatStream(options: ChatStreamOptions): Promise<ChatStreamOutcome> {
  const controller = new AbortController()
  const outer = options.signal
  if (outer) {
    if (outer.aborted) return 'aborted'
    outer.addEventListener('abort', () => controller.abort(), { once: true })
  }
  const signal = controller.signal
  const sleep = options.sleep ?? defaultSleep
  const maxAttempts = options.maxAttempts ?? 8
  let lastEventId: string | null = null
  const seen = new Map<string, number>()
  let retryMs = 1000
  let attempt = 0
  let first = true

  for (;;) {
    let progressed = false
    try {
      const response = first
        ? await options.open(signal)
        : await options.reopen(lastEventId, signal)
      first = false
      options.onConnection('open', attempt)
      const body = response.body
      if (body) {
        const reader = body.pipeThrough(new TextDecoderStream()).getReader()
        const parser = createSseParser()
        try {
          for (;;) {
            const { done, value } = await reader.read()
            if (done) break
            for (const raw of parser.push(value)) {
              if (raw.retry !== null) retryMs = raw.retry
              const event = toChatEvent(raw)
              if (!event) continue
              const position = parseEventId(event.id)
              if (position?.messageOid) {
                // A replay that starts earlier than what we have: skip what was shown.
                if ((seen.get(position.messageOid) ?? 0) >= position.seq) continue
                seen.set(position.messageOid, position.seq)
                lastEventId = event.id
              }
              progressed = true
              options.onEvent(event)
              if (isTerminal(event.type)) {
                await reader.cancel().catch(() => undefined)
                return 'ended'
              }
            }
          }
        } finally {
          reader.releaseLock()
        }
      }
    } catch (error) {
      if (signal.aborted) return 'aborted'
      if (ApiError.isInstance(error) && error.status >= 400 && error.status < 500) {
        if (error.status !== 408 && error.status !== 429) throw error
      }
      if (first && ApiError.isInstance(error) && error.status > 0) throw error
      first = false
    }
    if (signal.aborted) return 'aborted'
    attempt = progressed ? 1 : attempt + 1
    if (attempt > maxAttempts) {
      throw new ApiError({
        status: 0,
        code: 'NETWORK_ERROR',
        message: 'Check your internet connection',
      })
    }
    options.onConnection('reconnecting', attempt)
    await sleep(reconnectDelay(attempt, retryMs, options.random), signal)
    if (signal.aborted) return 'aborted'
  }
}

/** Waits `ms`, or less if `signal` aborts first (it resolves then, never rejects). */
export function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}
