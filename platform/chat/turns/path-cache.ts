import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import { type PromptHistoryMessage, promptHistory } from '../rooms/messages'

/**
 * A room's active path as a prompt reads it, kept in memory between turns.
 *
 * Why: a long room's path is a recursive walk of its messages that every reply's first text
 * waited for (docs/PERFORMANCE.md), while from one turn to the next the path only grows by
 * the turn's own two messages.
 *
 * When a kept path may be used: messages' place in the tree (oid, parent, role, turn,
 * depth) never changes, and every change to what a prompt reads of them (text, status,
 * hidden, a delete) moves the room's `messages_revision` (a trigger in the database, so
 * no process and no tool can forget it). A path kept at the revision the turn read with
 * its room is the stored path, whichever process wrote the room. A path is kept at the
 * revision read before it, never after, so a change that raced the read is a miss later,
 * never a stale prompt.
 *
 * Bounded by the characters kept (least recently used room out first); a miss reads the
 * database as before.
 */
export interface RoomPathCache {
  /**
   * The path ending at `headOid`, oldest first, at most `limit` messages, if this process
   * kept it at `revision`; null otherwise. The array is the caller's own.
   */
  get(
    roomOid: string,
    revision: number,
    headOid: string,
    limit: number,
  ): PromptHistoryMessage[] | null
  /** Keeps a path read from the database (ending at its last message) at `revision`. */
  put(roomOid: string, revision: number, path: readonly PromptHistoryMessage[]): void
  /**
   * After this process completed a reply: `added` (the turn's player message, if new, and
   * the reply as stored) hang from a kept message. `revisionBefore` is the room's revision
   * just before the reply was stored; that store moved it by one. Kept only if the path
   * was kept at exactly `revisionBefore` (nothing else changed the room in between).
   */
  extend(
    roomOid: string,
    revisionBefore: number,
    added: readonly PromptHistoryMessage[],
    limit: number,
  ): void
  readonly rooms: number
  readonly chars: number
}

interface Kept {
  revision: number
  path: PromptHistoryMessage[]
  /** The path begins at the room's first message: a shorter slice is still whole. */
  fromRoot: boolean
  chars: number
}

/** The trigger's next revision (0355_room_messages_revision wraps before int overflow). */
export function nextRevision(revision: number): number {
  return revision >= 2_000_000_000 ? 1 : revision + 1
}

// A reroll or a rollback a few turns back still finds its path kept.
const SPARE_MESSAGES = 32

export function createRoomPathCache(maxChars = 32_000_000): RoomPathCache {
  const kept = new Map<string, Kept>()
  let chars = 0

  const remove = (roomOid: string) => {
    const entry = kept.get(roomOid)
    if (!entry) return
    chars -= entry.chars
    kept.delete(roomOid)
  }
  const store = (roomOid: string, entry: Kept) => {
    remove(roomOid)
    if (entry.path.length === 0 || entry.chars > maxChars) return
    kept.set(roomOid, entry)
    chars += entry.chars
    for (const oldest of kept.keys()) {
      if (chars <= maxChars) break
      remove(oldest)
    }
  }
  const charsOf = (path: readonly PromptHistoryMessage[]) => {
    let total = 0
    for (const message of path) total += message.text.length + 64
    return total
  }
  // Heads are near the end: a turn continues the newest message, a reroll one a little back.
  const positionOf = (path: readonly PromptHistoryMessage[], oid: string) => {
    for (let index = path.length - 1; index >= 0; index--)
      if (path[index]!.oid === oid) return index
    return -1
  }

  return {
    get(roomOid, revision, headOid, limit) {
      const entry = kept.get(roomOid)
      if (!entry || entry.revision !== revision) return null
      const end = positionOf(entry.path, headOid)
      if (end < 0) return null
      const start = end + 1 - limit
      // Older messages than the kept ones would be read: only a path kept from the root
      // may be shorter than the limit.
      if (start < 0 && !entry.fromRoot) return null
      // Most recently used last.
      kept.delete(roomOid)
      kept.set(roomOid, entry)
      return entry.path.slice(Math.max(0, start), end + 1)
    },
    put(roomOid, revision, path) {
      store(roomOid, {
        revision,
        path: [...path],
        fromRoot: path[0]?.parent_oid === null,
        chars: charsOf(path),
      })
    },
    extend(roomOid, revisionBefore, added, limit) {
      const entry = kept.get(roomOid)
      const first = added[0]
      if (!entry || !first || entry.revision !== revisionBefore) {
        remove(roomOid)
        return
      }
      const parent = first.parent_oid === null ? -1 : positionOf(entry.path, first.parent_oid)
      if (parent < 0) {
        remove(roomOid)
        return
      }
      let path = entry.path.slice(0, parent + 1).concat(added)
      let fromRoot = entry.fromRoot
      const keep = limit + SPARE_MESSAGES
      if (path.length > keep) {
        path = path.slice(path.length - keep)
        fromRoot = false
      }
      store(roomOid, {
        revision: nextRevision(revisionBefore),
        path,
        fromRoot,
        chars: charsOf(path),
      })
    },
    get rooms() {
      return kept.size
    },
    get chars() {
      return chars
    },
  }
}

/**
 * The path ending at `headOid` as a prompt reads it: kept, else read and kept at the
 * revision the caller read with the room (before this read, as the cache requires).
 */
export async function readPromptPath(
  db: Kysely<DB>,
  paths: RoomPathCache,
  room: { oid: string; messages_revision: number },
  headOid: string,
  limit: number,
): Promise<PromptHistoryMessage[]> {
  const kept = paths.get(room.oid, room.messages_revision, headOid, limit)
  if (kept) return kept
  const path = await promptHistory(db, headOid, limit)
  paths.put(room.oid, room.messages_revision, path)
  return path
}

/** What a prompt reads of a stored message row. */
export function asPromptMessage(message: PromptHistoryMessage): PromptHistoryMessage {
  return {
    oid: message.oid,
    parent_oid: message.parent_oid,
    role: message.role,
    text: message.text,
    status: message.status,
    turn_index: message.turn_index,
    depth: message.depth,
    hidden: message.hidden,
  }
}
