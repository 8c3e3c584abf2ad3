import type { DirectMessage } from './direct-chat-api'

/** A line of the thread: a stored message, or one of mine still on its way (or failed). */
export interface ThreadLine extends DirectMessage {
  status: 'sent' | 'sending' | 'failed'
}

/** Message ids grow per product; as decimal strings they compare by length, then by text. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * Puts stored messages into the thread once each, in id order, after any older ones: a
 * live message, the send's answer and a history page may bring the same one. A stored
 * message replaces my pending line of the same client message id.
 */
export function mergeMessages(lines: readonly ThreadLine[], incoming: readonly DirectMessage[]) {
  const stored = new Map<string, ThreadLine>()
  const pending: ThreadLine[] = []
  for (const line of lines)
    if (line.status === 'sent') stored.set(line.messageId, line)
    else pending.push(line)
  for (const message of incoming) stored.set(message.messageId, { ...message, status: 'sent' })
  const arrived = new Set<string | null>(
    [...stored.values()].map((line) => line.clientMessageId).filter((id) => id !== null),
  )
  const sorted = [...stored.values()].sort((a, b) => compareIds(a.messageId, b.messageId))
  return [...sorted, ...pending.filter((line) => !arrived.has(line.clientMessageId))]
}

/** My message as it shows before the server answers, keyed by its client message id. */
export function pendingLine(input: {
  roomId: string
  senderOid: string
  text: string
  clientMessageId: string
  now: Date
}): ThreadLine {
  return {
    messageId: `pending:${input.clientMessageId}`,
    roomId: input.roomId,
    senderOid: input.senderOid,
    kind: 'text',
    text: input.text,
    coins: 0,
    targetOid: null,
    clientMessageId: input.clientMessageId,
    sentAt: input.now.toISOString(),
    status: 'sending',
  }
}

/** Marks my pending line failed (the send refused or lost), keeping it for a retry. */
export function markFailed(lines: readonly ThreadLine[], clientMessageId: string): ThreadLine[] {
  return lines.map((line) =>
    line.status !== 'sent' && line.clientMessageId === clientMessageId
      ? { ...line, status: 'failed' }
      : line,
  )
}

/** The newest stored message from someone else: what "read up to here" points at. */
export function lastStoredId(lines: readonly ThreadLine[]): string | null {
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index]
    if (line?.status === 'sent') return line.messageId
  }
  return null
}
