import type { ChatAlternatives, ChatMessageView, ReplyRatingView } from '../../../web/api/chat'
import type { ChatEvent } from '../../../web/stream'

/** One message on the room's active path, as the list shows it. */
export interface ChatItem {
  id: string
  parentId: string | null
  role: 'user' | 'assistant'
  text: string
  /** `sending`: the player's own message before the server gave it an id. */
  status: 'complete' | 'streaming' | 'failed' | 'sending'
  turnIndex: number
  alternatives: ChatAlternatives | null
  creditsCharged: number | null
  error: string | null
  /** The player's rating of a reply; absent or null when not rated. */
  rating?: ReplyRatingView | null
}

export function fromView(view: ChatMessageView): ChatItem {
  return {
    id: view.messageId,
    parentId: view.parentId,
    role: view.role,
    text: view.text,
    status: view.status,
    turnIndex: view.turnIndex,
    alternatives: view.alternatives ?? null,
    creditsCharged: view.creditsCharged,
    error: view.error,
    rating: view.rating ?? null,
  }
}

/** The player's message, shown at once while its turn starts. */
export function withPendingUser(items: ChatItem[], text: string, tempId: string): ChatItem[] {
  const head = items.at(-1)
  return [
    ...items,
    {
      id: tempId,
      parentId: head?.id ?? null,
      role: 'user',
      text,
      status: 'sending',
      turnIndex: (head?.turnIndex ?? 0) + 1,
      alternatives: null,
      creditsCharged: null,
      error: null,
    },
  ]
}

export function withoutItem(items: ChatItem[], id: string): ChatItem[] {
  return items.filter((item) => item.id !== id)
}

/**
 * Applies one stream event to the path. `message-start` cuts the path after the new
 * reply's parent (a reroll replaces the old reply; a resume replaces the partial
 * one) and appends the reply, counting it as one more alternative when it replaces
 * another. `pendingUserId` is the temporary id of the player's message, which takes
 * the server's id here.
 */
export function applyEvent(
  items: ChatItem[],
  event: ChatEvent,
  pendingUserId: string | null = null,
): ChatItem[] {
  switch (event.type) {
    case 'message-start': {
      const { messageId, userMessageId, parentId, turnIndex } = event.data
      let path = items
      if (pendingUserId) {
        path = path.map((item) =>
          item.id === pendingUserId
            ? { ...item, id: userMessageId ?? parentId ?? item.id, status: 'complete' as const }
            : item,
        )
      }
      const parentIndex = parentId ? path.findIndex((item) => item.id === parentId) : -1
      const replaced = parentIndex >= 0 ? path[parentIndex + 1] : undefined
      const kept = parentIndex >= 0 ? path.slice(0, parentIndex + 1) : path
      let alternatives: ChatAlternatives | null = null
      if (replaced && replaced.role === 'assistant' && replaced.id !== messageId) {
        const ids = replaced.alternatives?.ids ?? [replaced.id]
        const all = ids.includes(messageId) ? ids : [...ids, messageId]
        alternatives = { index: all.indexOf(messageId) + 1, total: all.length, ids: all }
      } else if (replaced?.id === messageId) {
        alternatives = replaced.alternatives
      }
      return [
        ...kept,
        {
          id: messageId,
          parentId,
          role: 'assistant',
          text: '',
          status: 'streaming',
          turnIndex,
          alternatives,
          creditsCharged: null,
          error: null,
        },
      ]
    }
    case 'text-delta':
      return appendText(items, lastStreamingId(items), event.data.delta)
    case 'message-end':
      return updateItem(items, event.data.messageId, {
        text: event.data.text,
        status: 'complete',
        creditsCharged: event.data.creditsCharged,
      })
    case 'error':
      return updateItem(items, event.data.messageId, { status: 'failed', error: event.data.error })
    default:
      return items
  }
}

/** Adds text to a streaming reply (deltas batched per frame arrive here joined). */
export function appendText(items: ChatItem[], id: string | null, text: string): ChatItem[] {
  if (!id || text === '') return items
  const index = findFromEnd(items, id)
  const item = items[index]
  if (!item) return items
  const next = items.slice()
  next[index] = { ...item, text: item.text + text }
  return next
}

export function updateItem(items: ChatItem[], id: string, patch: Partial<ChatItem>): ChatItem[] {
  const index = findFromEnd(items, id)
  const item = items[index]
  if (!item) return items
  const next = items.slice()
  next[index] = { ...item, ...patch }
  return next
}

function lastStreamingId(items: ChatItem[]): string | null {
  for (let index = items.length - 1; index >= 0; index--) {
    const item = items[index] as ChatItem
    if (item.status === 'streaming') return item.id
  }
  return null
}

// The streaming reply is almost always last: search from the end.
function findFromEnd(items: ChatItem[], id: string): number {
  for (let index = items.length - 1; index >= 0; index--) {
    if ((items[index] as ChatItem).id === id) return index
  }
  return -1
}

/** Merges an older page in front of the path, skipping ids already present. */
export function prependOlder(items: ChatItem[], older: ChatItem[]): ChatItem[] {
  const known = new Set(items.map((item) => item.id))
  return [...older.filter((item) => !known.has(item.id)), ...items]
}

/** The assistant replies a player can roll back to: complete ones before the last. */
export function canRollbackTo(items: ChatItem[], id: string): boolean {
  const index = items.findIndex((item) => item.id === id)
  const item = items[index]
  return (
    !!item && item.role === 'assistant' && item.status === 'complete' && index < items.length - 1
  )
}

/**
 * How many messages of the path come after `id`: deleting a reply hides them too (the
 * later turns grew from its state), so the confirmation counts them.
 */
export function laterMessageCount(items: ChatItem[], id: string): number {
  const index = findFromEnd(items, id)
  return index < 0 ? 0 : items.length - 1 - index
}

/**
 * The reply to the player's message `userId` on the path, which "Save & regenerate"
 * rerolls; null when the message has no finished reply after it.
 */
export function replyAfter(items: readonly ChatItem[], userId: string): ChatItem | null {
  const index = items.findIndex((item) => item.id === userId)
  const next = index < 0 ? undefined : items[index + 1]
  if (items[index]?.role !== 'user' || !next) return null
  return next.role === 'assistant' && next.parentId === userId && next.status !== 'streaming'
    ? next
    : null
}
