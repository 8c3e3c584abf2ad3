import { parseStoryText } from '../../../web/story'
import type { ChatItem } from '../room/messages'
import type { TurnInProgress } from '../room/room-store'

/** What the announcer follows between two states of the room. */
export interface AnnouncerWatch {
  /** The reply being written, announced once it is finished. */
  messageId: string | null
}

export type Announcement =
  | { kind: 'reply'; messageId: string; text: string }
  | { kind: 'failed'; messageId: string }

/**
 * The next watch and, when the reply it followed has just finished, what to announce. A
 * reply is announced once, when its turn ends or moves on to the next reply (auto-play),
 * never while its tokens arrive.
 */
export function nextAnnouncement(
  watch: AnnouncerWatch,
  turn: Pick<TurnInProgress, 'messageId'> | null,
  items: readonly ChatItem[],
): { watch: AnnouncerWatch; announce: Announcement | null } {
  const current = turn?.messageId ?? null
  if (watch.messageId === null || current === watch.messageId)
    return { watch: { messageId: current ?? watch.messageId }, announce: null }
  // The turn that wrote the watched reply is over: announce how it ended.
  const reply = items.find((item) => item.id === watch.messageId)
  const next = { messageId: current }
  if (reply?.status === 'complete')
    return {
      watch: next,
      announce: { kind: 'reply', messageId: reply.id, text: plainText(reply.text) },
    }
  if (reply?.status === 'failed')
    return { watch: next, announce: { kind: 'failed', messageId: reply.id } }
  return { watch: next, announce: null }
}

/** A reply's story markup as it is read out: the marks around actions and emphasis dropped. */
export function plainText(text: string): string {
  return parseStoryText(text)
    .map((lines) => lines.map((spans) => spans.map((span) => span.text).join('')).join(' '))
    .join('\n')
}
