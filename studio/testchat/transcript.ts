import type { VariableValue } from '../../engine/compiled'
import type { VariableChange } from '../../engine/turn'
import type { RoomMessage } from './test-chat-api'

/** The `state-update` event: where the story stands after a reply. */
export interface StateUpdate {
  sceneId: string | null
  variables: Record<string, VariableValue>
  turnIndex: number
  ended: boolean
  triggersFired: { id: string; name: string }[]
  variableChanges: VariableChange[]
}

export interface ChatLine {
  /** The server's message id; a player line is `pending` until the stream names it. */
  id: string
  role: 'user' | 'assistant'
  text: string
  status: 'streaming' | 'complete' | 'failed'
  turnIndex: number
  model?: string
  offline?: boolean
  quote?: number
  charged?: number
  state?: StateUpdate
  errorCode?: string
}

export const PENDING_USER_ID = 'pending'

/** The opening lines of a new room (the start point's greeting). */
export function openingLines(messages: readonly RoomMessage[]): ChatLine[] {
  return messages.map((message) => ({
    id: message.messageId,
    role: message.role,
    text: message.text,
    status: 'complete',
    turnIndex: message.turnIndex,
  }))
}

/** The player's message, shown at once while the reply is requested. */
export function withPlayerMessage(lines: readonly ChatLine[], text: string): ChatLine[] {
  const turnIndex = (lines.at(-1)?.turnIndex ?? 0) + 1
  return [...lines, { id: PENDING_USER_ID, role: 'user', text, status: 'complete', turnIndex }]
}

/** A reroll replaces the reply (and anything after it) with a new alternative. */
export function beforeReroll(lines: readonly ChatLine[], messageId: string): ChatLine[] {
  const at = lines.findIndex((line) => line.id === messageId)
  return at === -1 ? [...lines] : lines.slice(0, at)
}

/** A send that was refused before its stream began takes the optimistic line back. */
export function withoutPending(lines: readonly ChatLine[]): ChatLine[] {
  return lines.filter((line) => line.id !== PENDING_USER_ID)
}

/** The last reply the writer may reroll: the newest assistant line after a player line. */
export function rerollTarget(lines: readonly ChatLine[]): string | null {
  const last = lines.at(-1)
  const before = lines.at(-2)
  return last?.role === 'assistant' && before?.role === 'user' && last.status !== 'streaming'
    ? last.id
    : null
}

/** Folds one stream event into the transcript (pure: the same events give the same lines). */
export function applyStreamEvent(
  lines: readonly ChatLine[],
  event: { event: string; data: string },
): ChatLine[] {
  const data = JSON.parse(event.data) as Record<string, unknown>
  const messageId = String(data.messageId ?? '')
  const update = (change: (line: ChatLine) => ChatLine) =>
    lines.map((line, index) =>
      line.role === 'assistant' &&
      (line.id === messageId || (!messageId && index === lines.length - 1))
        ? change(line)
        : line,
    )
  switch (event.event) {
    case 'message-start': {
      const named = lines.map((line) =>
        line.id === PENDING_USER_ID ? { ...line, id: String(data.userMessageId) } : line,
      )
      if (named.some((line) => line.id === messageId)) return named
      return [
        ...named,
        {
          id: messageId,
          role: 'assistant',
          text: '',
          status: 'streaming',
          turnIndex: Number(data.turnIndex),
          model: String(data.model),
          offline: data.offline === true,
          quote: Number(data.quote),
        },
      ]
    }
    case 'text-delta':
      return update((line) => ({ ...line, text: line.text + String(data.delta) }))
    case 'state-update':
      return update((line) => ({ ...line, state: data as unknown as StateUpdate }))
    case 'message-end':
      return update((line) => ({
        ...line,
        text: String(data.text),
        status: 'complete',
        charged: Number(data.creditsCharged),
      }))
    case 'error':
      return update((line) => ({ ...line, status: 'failed', errorCode: String(data.code) }))
    default:
      return [...lines]
  }
}
