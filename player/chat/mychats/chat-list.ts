/**
 * My chats without React: when a room was last written, which room Continue opens, and
 * the page's order (stories, and in each story pinned rooms first, then the most recent).
 */
import type { RoomListEntry, RoomListStory } from '../../../platform/chat/rooms/contract'
import { parseStoryText } from '../../../web/story'

type ListedRoom = Pick<
  RoomListEntry,
  'roomOid' | 'contentOid' | 'pinnedAt' | 'updatedAt' | 'messageCount' | 'lastMessage' | 'ended'
>

/** When the room was last written: its last message's time, else the room's own. */
export function lastActivity(room: Pick<ListedRoom, 'lastMessage' | 'updatedAt'>): number {
  const time = Date.parse(room.lastMessage?.createdAt ?? room.updatedAt)
  return Number.isNaN(time) ? 0 : time
}

/** A room the player wrote in: more than its greeting. */
export const hasMessages = (room: Pick<ListedRoom, 'messageCount'>) => room.messageCount > 1

/**
 * The room "Continue" opens: of the rooms the player wrote in and whose story goes on, the
 * one written last. A new room (its greeting alone) or an ended story is never it: null
 * when there is no other.
 */
export function roomToContinue<Room extends ListedRoom>(rooms: readonly Room[]): Room | null {
  let best: Room | null = null
  for (const room of rooms) {
    if (!hasMessages(room) || room.ended) continue
    if (!best || lastActivity(room) > lastActivity(best)) best = room
  }
  return best
}

/** "Continue my story" without a story: the room to continue, else the newest room. */
export function roomToResume<Room extends ListedRoom>(rooms: readonly Room[]): Room | null {
  const written = roomToContinue(rooms)
  if (written) return written
  let newest: Room | null = null
  for (const room of rooms) if (!newest || lastActivity(room) > lastActivity(newest)) newest = room
  return newest
}

/** Pinned rooms first, then the most recently written; a tie keeps the server's order. */
export function orderRooms<Room extends ListedRoom>(rooms: readonly Room[]): Room[] {
  return rooms
    .map((room, index) => ({ room, index }))
    .sort(
      (a, b) =>
        Number(b.room.pinnedAt !== null) - Number(a.room.pinnedAt !== null) ||
        lastActivity(b.room) - lastActivity(a.room) ||
        a.index - b.index,
    )
    .map(({ room }) => room)
}

export interface StoryGroup<Room> {
  contentOid: string
  /** Null when the story is no longer published (its rooms still play). */
  story: RoomListStory | null
  rooms: Room[]
}

/**
 * The rooms by story, each story's rooms in `orderRooms`' order. A story with a pinned
 * room comes first, then the story written in last; `keep` (the story a page is about)
 * has a group even without rooms.
 */
export function groupByStory<Room extends ListedRoom>(
  rooms: readonly Room[],
  stories: Readonly<Record<string, RoomListStory | null>>,
  keep?: { contentOid: string; story: RoomListStory | null },
): StoryGroup<Room>[] {
  const byStory = new Map<string, Room[]>()
  if (keep) byStory.set(keep.contentOid, [])
  for (const room of rooms) {
    const list = byStory.get(room.contentOid) ?? []
    list.push(room)
    byStory.set(room.contentOid, list)
  }
  const groups = [...byStory].map(([contentOid, list]) => ({
    contentOid,
    story: stories[contentOid] ?? (keep?.contentOid === contentOid ? keep.story : null),
    rooms: orderRooms(list),
  }))
  const pinned = (group: StoryGroup<Room>) => group.rooms.some((room) => room.pinnedAt !== null)
  const latest = (group: StoryGroup<Room>) => Math.max(0, ...group.rooms.map(lastActivity))
  return groups.sort((a, b) => Number(pinned(b)) - Number(pinned(a)) || latest(b) - latest(a))
}

/**
 * A last message's preview as one line of plain text: the story markup's markers dropped,
 * its lines and paragraphs joined with spaces (not run together).
 */
export function previewText(text: string): string {
  return parseStoryText(text)
    .flatMap((lines) => lines.map((spans) => spans.map((span) => span.text).join('')))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}
