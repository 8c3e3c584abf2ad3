/**
 * A multiplay room, pure: viewers join, vote on the current page's open options, and when
 * the round's timer ends (or every member has voted) the majority's option advances
 * everyone. A tie goes to the tied option listed first on the page; a round without votes
 * starts again. The clock is the caller's (`now`, milliseconds).
 */
import { SCENARIO_ROOM_SECONDS, type ScenarioDocument } from './contract'
import { findPage, openOptions, type Progress, startProgress, step } from './progress'

export const ROOM_ROUND_MS = SCENARIO_ROOM_SECONDS * 1000
export const ROOM_MEMBER_LIMIT = 50

export interface RoomState {
  progress: Progress
  round: number
  /** When the round closes (ms); null on an ending. */
  closesAt: number | null
  members: string[]
  /** Each member's vote this round, by viewer key. */
  votes: Record<string, string>
}

export type RoomEvent =
  | { kind: 'join'; viewer: string }
  | { kind: 'leave'; viewer: string }
  | { kind: 'vote'; viewer: string; optionId: string }
  | { kind: 'tick' }

export type RoomRefusal = 'not-member' | 'closed-option' | 'room-full' | 'ended'

export type RoomResult =
  | { ok: true; state: RoomState; advanced: boolean; changed: boolean }
  | { ok: false; reason: RoomRefusal }

const openIds = (document: ScenarioDocument, progress: Progress) => {
  const page = findPage(document, progress.pageId)
  return page ? openOptions(page, progress).map((option) => option.id) : []
}

export function openRoom(document: ScenarioDocument, now: number): RoomState | null {
  const progress = startProgress(document)
  if (!progress) return null
  const open = openIds(document, progress).length > 0
  return { progress, round: 1, closesAt: open ? now + ROOM_ROUND_MS : null, members: [], votes: {} }
}

export function tally(state: RoomState): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const optionId of Object.values(state.votes)) counts[optionId] = (counts[optionId] ?? 0) + 1
  return counts
}

/** The option the votes choose: the most votes; a tie goes to the option listed first. */
export function winner(state: RoomState, openOptionIds: readonly string[]): string | null {
  const counts = tally(state)
  let best: string | null = null
  for (const optionId of openOptionIds)
    if (
      (counts[optionId] ?? 0) > 0 &&
      (best === null || (counts[optionId] ?? 0) > (counts[best] ?? 0))
    )
      best = optionId
  return best
}

function close(document: ScenarioDocument, state: RoomState, now: number): RoomResult {
  const chosen = winner(state, openIds(document, state.progress))
  if (chosen === null) {
    // Nobody voted: the same page, a fresh timer.
    return {
      ok: true,
      state: { ...state, closesAt: now + ROOM_ROUND_MS },
      advanced: false,
      changed: true,
    }
  }
  const stepped = step(document, state.progress, state.progress.pageId, chosen)
  if (!stepped.ok) return { ok: false, reason: 'closed-option' }
  const open = openIds(document, stepped.progress).length > 0
  return {
    ok: true,
    state: {
      ...state,
      progress: stepped.progress,
      round: state.round + 1,
      closesAt: open ? now + ROOM_ROUND_MS : null,
      votes: {},
    },
    advanced: true,
    changed: true,
  }
}

export function applyRoomEvent(
  document: ScenarioDocument,
  state: RoomState,
  event: RoomEvent,
  now: number,
): RoomResult {
  const unchanged: RoomResult = { ok: true, state, advanced: false, changed: false }
  switch (event.kind) {
    case 'join': {
      if (state.members.includes(event.viewer)) return unchanged
      if (state.members.length >= ROOM_MEMBER_LIMIT) return { ok: false, reason: 'room-full' }
      return {
        ok: true,
        state: { ...state, members: [...state.members, event.viewer] },
        advanced: false,
        changed: true,
      }
    }
    case 'leave': {
      if (!state.members.includes(event.viewer)) return unchanged
      const { [event.viewer]: _gone, ...votes } = state.votes
      const next = { ...state, members: state.members.filter((m) => m !== event.viewer), votes }
      return { ok: true, state: next, advanced: false, changed: true }
    }
    case 'vote': {
      if (!state.members.includes(event.viewer)) return { ok: false, reason: 'not-member' }
      if (state.closesAt === null) return { ok: false, reason: 'ended' }
      if (!openIds(document, state.progress).includes(event.optionId))
        return { ok: false, reason: 'closed-option' }
      const next = { ...state, votes: { ...state.votes, [event.viewer]: event.optionId } }
      // Everyone has voted: no reason to wait for the timer.
      if (next.members.every((member) => member in next.votes)) return close(document, next, now)
      return { ok: true, state: next, advanced: false, changed: true }
    }
    case 'tick': {
      if (state.closesAt === null || now < state.closesAt) return unchanged
      return close(document, state, now)
    }
  }
}
