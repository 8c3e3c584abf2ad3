import type { SseEvent } from './sse-parser'

/** The events of one streamed reply (`docs/SSE.md`), typed. */
export type ChatEvent =
  | {
      type: 'message-start'
      id: string | null
      data: {
        messageId: string
        userMessageId: string | null
        parentId: string | null
        roomId: string
        turnIndex: number
        model: string
        offline: boolean
        quote: number
      }
    }
  | { type: 'text-delta'; id: string | null; data: { delta: string } }
  | {
      type: 'state-update'
      id: string | null
      data: {
        sceneId: string
        variables: Record<string, unknown>
        turnIndex: number
        ended: boolean
      }
    }
  | {
      type: 'image'
      id: string | null
      data: {
        imageId: string
        imageHash: string
        tags: string[]
        situation: boolean
        locked: boolean
        price: number
        url: string | null
      }
    }
  | {
      type: 'message-end'
      id: string | null
      data: { messageId: string; text: string; creditsCharged: number; turnIndex: number }
    }
  | { type: 'error'; id: string | null; data: { messageId: string; error: string; code: string } }

const TYPES = new Set([
  'message-start',
  'text-delta',
  'state-update',
  'image',
  'message-end',
  'error',
])

/** Reads a raw SSE event as a chat event; unknown types and bad JSON are skipped (null). */
export function toChatEvent(event: SseEvent): ChatEvent | null {
  if (!TYPES.has(event.event)) return null
  try {
    const data: unknown = JSON.parse(event.data)
    if (typeof data !== 'object' || data === null) return null
    return { type: event.event, id: event.id, data } as ChatEvent
  } catch {
    return null
  }
}

export function isTerminal(event: ChatEvent): boolean {
  return event.type === 'message-end' || event.type === 'error'
}

/** `<messageOid>:<seq>` → its parts, or null for anything else. */
export function parseEventId(id: string | null): { messageId: string; seq: number } | null {
  const match = id ? /^([0-9a-f]{24}):(\d+)$/.exec(id) : null
  return match ? { messageId: match[1] as string, seq: Number(match[2]) } : null
}
