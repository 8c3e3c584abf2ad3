import type { PromptLogEntry } from '../../../web/api/chat'

export interface PromptLogTurn {
  messageId: string
  /** 1 for the oldest turn shown. */
  number: number
  createdAt: string
  model: string
  offline: boolean
  messages: { role: string; text: string }[]
  inputTokens: number | null
  outputTokens: number | null
  charged: number | null
  finishReason: string | null
}

/**
 * The prompt logs as the page shows them: oldest turn first, each message's content as
 * text (a model message is a string or a list of parts; text parts are joined, other
 * parts are shown as JSON so nothing sent is hidden).
 */
export function promptLogTurns(logs: readonly PromptLogEntry[]): PromptLogTurn[] {
  return [...logs]
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .map((log, index) => {
      const usage = (log.debug?.usage ?? null) as {
        inputTokens?: number
        outputTokens?: number
      } | null
      const finishReason = log.debug?.finishReason
      return {
        messageId: log.messageId,
        number: index + 1,
        createdAt: log.createdAt,
        model: log.model,
        offline: log.request.offline === true,
        messages: (log.request.messages ?? []).map((message) => ({
          role: message.role,
          text: contentText(message.content),
        })),
        inputTokens: typeof usage?.inputTokens === 'number' ? usage.inputTokens : null,
        outputTokens: typeof usage?.outputTokens === 'number' ? usage.outputTokens : null,
        charged: typeof log.price.charged === 'number' ? log.price.charged : null,
        finishReason: typeof finishReason === 'string' ? finishReason : null,
      }
    })
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return JSON.stringify(content, null, 2)
  return content
    .map((part: unknown) =>
      typeof part === 'object' &&
      part !== null &&
      (part as { type?: unknown }).type === 'text' &&
      typeof (part as { text?: unknown }).text === 'string'
        ? (part as { text: string }).text
        : JSON.stringify(part),
    )
    .join('\n')
}
