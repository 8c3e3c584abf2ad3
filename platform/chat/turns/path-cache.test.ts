import { describe, expect, it } from 'vitest'
import type { PromptHistoryMessage } from '../rooms/messages'
import { createRoomPathCache, nextRevision } from './path-cache'

/** A path of `count` messages from the room's first one (oids m0, m1, …). */
function pathOf(count: number, from = 0): PromptHistoryMessage[] {
  return Array.from({ length: count }, (_, offset) => messageAt(from + offset))
}

function messageAt(depth: number, text = `text ${depth}`): PromptHistoryMessage {
  return {
    oid: `m${depth}`,
    parent_oid: depth === 0 ? null : `m${depth - 1}`,
    role: depth % 2 === 0 ? 'assistant' : 'user',
    text,
    status: 'complete',
    turn_index: Math.ceil(depth / 2),
    depth,
    hidden: false,
  }
}

const oids = (path: readonly PromptHistoryMessage[] | null) =>
  path?.map((message) => message.oid) ?? null

describe('room path cache', () => {
  it('answers a kept path, or the part of it ending at an earlier message, at its revision only', () => {
    const paths = createRoomPathCache()
    paths.put('room', 4, pathOf(10))
    expect(oids(paths.get('room', 4, 'm9', 100))).toEqual(oids(pathOf(10)))
    expect(oids(paths.get('room', 4, 'm5', 100))).toEqual(oids(pathOf(6)))
    // The limit keeps the newest messages, as the database's walk does.
    expect(oids(paths.get('room', 4, 'm9', 3))).toEqual(['m7', 'm8', 'm9'])
    expect(paths.get('room', 5, 'm9', 100)).toBeNull()
    expect(paths.get('room', 4, 'elsewhere', 100)).toBeNull()
    expect(paths.get('other', 4, 'm9', 100)).toBeNull()
    // The caller's own array: changing it changes nothing kept.
    paths.get('room', 4, 'm9', 100)!.length = 0
    expect(paths.get('room', 4, 'm9', 100)).toHaveLength(10)
  })

  it('does not answer a shorter path than the limit from a path cut by the limit', () => {
    const paths = createRoomPathCache()
    // What a walk limited to 5 messages gives for a longer room: m5..m9.
    paths.put('room', 1, pathOf(5, 5))
    expect(oids(paths.get('room', 1, 'm9', 5))).toEqual(['m5', 'm6', 'm7', 'm8', 'm9'])
    expect(oids(paths.get('room', 1, 'm9', 3))).toEqual(['m7', 'm8', 'm9'])
    // m0..m4 would be read too: not kept, so not answered.
    expect(paths.get('room', 1, 'm8', 5)).toBeNull()
    expect(paths.get('room', 1, 'm9', 6)).toBeNull()
  })

  it('grows by a completed turn only from the revision it was kept at', () => {
    const paths = createRoomPathCache()
    paths.put('room', 7, pathOf(3))
    paths.extend('room', 7, [messageAt(3), messageAt(4, 'the reply')], 100)
    expect(paths.get('room', 7, 'm4', 100)).toBeNull()
    const grown = paths.get('room', nextRevision(7), 'm4', 100)
    expect(oids(grown)).toEqual(oids(pathOf(5)))
    expect(grown?.at(-1)?.text).toBe('the reply')
    // Something else changed the room in between: the kept path is dropped, not grown.
    paths.extend('room', 3, [messageAt(5), messageAt(6)], 100)
    expect(paths.rooms).toBe(0)
    expect(paths.get('room', 8, 'm4', 100)).toBeNull()
  })

  it('grows a reroll from the message it hangs from, leaving the replaced reply out', () => {
    const paths = createRoomPathCache()
    paths.put('room', 2, pathOf(5))
    const reroll: PromptHistoryMessage = { ...messageAt(4, 'another take'), oid: 'm4b' }
    paths.extend('room', 2, [reroll], 100)
    expect(oids(paths.get('room', 3, 'm4b', 100))).toEqual(['m0', 'm1', 'm2', 'm3', 'm4b'])
    expect(paths.get('room', 3, 'm4', 100)).toBeNull()
    // A reply hanging from a message not kept drops the room.
    paths.extend('room', 3, [{ ...messageAt(9), parent_oid: 'unknown' }], 100)
    expect(paths.rooms).toBe(0)
  })

  it('keeps a few messages past the limit for rerolls, then answers only whole windows', () => {
    const paths = createRoomPathCache()
    paths.put('room', 0, pathOf(2))
    let revision = 0
    for (let depth = 2; depth < 120; depth += 2) {
      paths.extend('room', revision, [messageAt(depth), messageAt(depth + 1)], 50)
      revision = nextRevision(revision)
    }
    expect(oids(paths.get('room', revision, 'm119', 50))).toEqual(oids(pathOf(50, 70)))
    expect(oids(paths.get('room', revision, 'm100', 50))).toEqual(oids(pathOf(50, 51)))
    // 50 messages ending at m60 would start at m11: older than what is kept.
    expect(paths.get('room', revision, 'm60', 50)).toBeNull()
  })

  it('keeps at most its characters, least recently used room out first', () => {
    const paths = createRoomPathCache(2_500)
    const long = (count: number) =>
      Array.from({ length: count }, (_, depth) => messageAt(depth, 'x'.repeat(100)))
    paths.put('a', 1, long(6))
    paths.put('b', 1, long(6))
    expect(paths.rooms).toBe(2)
    paths.get('a', 1, 'm5', 100)
    paths.put('c', 1, long(6))
    expect(paths.get('b', 1, 'm5', 100)).toBeNull()
    expect(paths.get('a', 1, 'm5', 100)).not.toBeNull()
    expect(paths.get('c', 1, 'm5', 100)).not.toBeNull()
    expect(paths.chars).toBeLessThanOrEqual(2_500)
    // A path larger than the whole budget is not kept at all.
    paths.put('huge', 1, long(40))
    expect(paths.get('huge', 1, 'm39', 100)).toBeNull()
  })

  it('wraps its revision where the database trigger does', () => {
    expect(nextRevision(0)).toBe(1)
    expect(nextRevision(1_999_999_999)).toBe(2_000_000_000)
    expect(nextRevision(2_000_000_000)).toBe(1)
  })
})
