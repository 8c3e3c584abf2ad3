/**
 * When a multiplay room is closed, pure: a room nobody has been in for a while, or any room
 * past its age limit, is closed and removed by the rooms' sweep (`sweep.ts`). The clock is the
 * caller's.
 */

export interface RoomLimits {
  /** How long a room may stay without a member. */
  emptyMs: number
  /** How long a room may live, members or not. */
  ageMs: number
}

export const ROOM_LIMITS: RoomLimits = { emptyMs: 30 * 60_000, ageMs: 24 * 60 * 60_000 }

export interface RoomClock {
  oid: string
  createdAt: Date
  /** Since when the room has had no member; null while someone is in it. */
  emptySince: Date | null
}

export type CloseReason = 'empty' | 'old'

/** Why the room closes at `now`, or null while it stays open. */
export function closeReason(
  room: RoomClock,
  now: Date,
  limits: RoomLimits = ROOM_LIMITS,
): CloseReason | null {
  const at = now.getTime()
  if (at - room.createdAt.getTime() >= limits.ageMs) return 'old'
  if (room.emptySince && at - room.emptySince.getTime() >= limits.emptyMs) return 'empty'
  return null
}

/** The rooms among `rooms` to close at `now`, in the given order. */
export function roomsToClose(
  rooms: readonly RoomClock[],
  now: Date,
  limits: RoomLimits = ROOM_LIMITS,
): string[] {
  return rooms.filter((room) => closeReason(room, now, limits) !== null).map((room) => room.oid)
}

/** The bounds a store reads candidates by (the rule above, as two cut-off times). */
export function sweepCutoffs(now: Date, limits: RoomLimits = ROOM_LIMITS) {
  return {
    createdBefore: new Date(now.getTime() - limits.ageMs),
    emptyBefore: new Date(now.getTime() - limits.emptyMs),
  }
}

/** Since when a room with these members is empty: kept while it stays empty, null once joined. */
export const emptySinceAfter = (
  members: readonly string[],
  before: Date | null,
  now: Date,
): Date | null => (members.length > 0 ? null : (before ?? now))
