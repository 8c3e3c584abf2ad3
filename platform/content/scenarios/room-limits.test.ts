import { describe, expect, it } from 'vitest'
import {
  closeReason,
  emptySinceAfter,
  ROOM_LIMITS,
  type RoomClock,
  roomsToClose,
  sweepCutoffs,
} from './room-limits'

const now = new Date('2026-11-18T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const MINUTE = 60_000
const room = (oid: string, createdMsAgo: number, emptyMsAgo: number | null): RoomClock => ({
  oid,
  createdAt: ago(createdMsAgo),
  emptySince: emptyMsAgo === null ? null : ago(emptyMsAgo),
})

describe('which multiplay rooms close', () => {
  it('closes a room empty for 30 minutes, not one a minute short, nor one with members', () => {
    expect(closeReason(room('a', 40 * MINUTE, 30 * MINUTE), now)).toBe('empty')
    expect(closeReason(room('b', 40 * MINUTE, 29 * MINUTE), now)).toBeNull()
    expect(closeReason(room('c', 40 * MINUTE, null), now)).toBeNull()
  })

  it('closes any room 24 hours old, members or not', () => {
    expect(closeReason(room('a', 24 * 60 * MINUTE, null), now)).toBe('old')
    expect(closeReason(room('b', 24 * 60 * MINUTE - 1, null), now)).toBeNull()
    expect(closeReason(room('c', 25 * 60 * MINUTE, 31 * MINUTE), now)).toBe('old')
  })

  it('picks the rooms to close in the order given, under the limits asked', () => {
    const rooms = [
      room('old', 25 * 60 * MINUTE, null),
      room('busy', 60 * MINUTE, null),
      room('left', 60 * MINUTE, 45 * MINUTE),
      room('just-left', 60 * MINUTE, 5 * MINUTE),
    ]
    expect(roomsToClose(rooms, now)).toEqual(['old', 'left'])
    expect(roomsToClose(rooms, now, { emptyMs: 0, ageMs: ROOM_LIMITS.ageMs })).toEqual([
      'old',
      'left',
      'just-left',
    ])
    expect(roomsToClose([], now)).toEqual([])
  })

  it('gives the store the same bounds as the rule', () => {
    const { createdBefore, emptyBefore } = sweepCutoffs(now)
    expect(closeReason({ oid: 'x', createdAt: createdBefore, emptySince: null }, now)).toBe('old')
    expect(closeReason({ oid: 'y', createdAt: now, emptySince: emptyBefore }, now)).toBe('empty')
    expect(createdBefore.toISOString()).toBe('2026-11-17T12:00:00.000Z')
    expect(emptyBefore.toISOString()).toBe('2026-11-18T11:30:00.000Z')
  })

  it('keeps the time a room emptied while it stays empty, and forgets it once joined', () => {
    const emptied = ago(10 * MINUTE)
    expect(emptySinceAfter([], null, now)).toEqual(now)
    expect(emptySinceAfter([], emptied, now)).toEqual(emptied)
    expect(emptySinceAfter(['user:a'], emptied, now)).toBeNull()
  })
})
