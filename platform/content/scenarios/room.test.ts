import { describe, expect, it } from 'vitest'
import {
  applyRoomEvent,
  openRoom,
  ROOM_ROUND_MS,
  type RoomEvent,
  type RoomState,
  winner,
} from './room'
import { option, page, scenarioOf, threePageScenario } from './testing'

const document = threePageScenario()

function run(state: RoomState, events: RoomEvent[], now = 0): RoomState {
  let current = state
  for (const event of events) {
    const result = applyRoomEvent(document, current, event, now)
    if (!result.ok) throw new Error(result.reason)
    current = result.state
  }
  return current
}

describe('multiplay room', () => {
  const opened = () => openRoom(document, 1000)!

  it('opens on the start page with a round timer', () => {
    expect(opened()).toMatchObject({
      round: 1,
      closesAt: 1000 + ROOM_ROUND_MS,
      members: [],
      votes: {},
    })
  })

  it('advances everyone once when every member has voted, by the majority', () => {
    const state = run(opened(), [
      { kind: 'join', viewer: 'a' },
      { kind: 'join', viewer: 'b' },
      { kind: 'join', viewer: 'c' },
      { kind: 'vote', viewer: 'a', optionId: 'go-right' },
      { kind: 'vote', viewer: 'b', optionId: 'go-left' },
      { kind: 'vote', viewer: 'c', optionId: 'go-right' },
    ])
    expect(state.progress.pageId).toBe('right')
    expect(state.round).toBe(2)
    expect(state.votes).toEqual({})
    // An ending: no timer, no more votes.
    expect(state.closesAt).toBeNull()
    expect(
      applyRoomEvent(document, state, { kind: 'vote', viewer: 'a', optionId: 'go-left' }, 0),
    ).toEqual({
      ok: false,
      reason: 'ended',
    })
  })

  it('waits for the timer while some members have not voted, then takes the majority', () => {
    const voting = run(opened(), [
      { kind: 'join', viewer: 'a' },
      { kind: 'join', viewer: 'b' },
      { kind: 'vote', viewer: 'a', optionId: 'go-right' },
    ])
    expect(voting.progress.pageId).toBe('start')
    const early = applyRoomEvent(document, voting, { kind: 'tick' }, 1000 + ROOM_ROUND_MS - 1)
    expect(early).toMatchObject({ ok: true, changed: false })
    const late = applyRoomEvent(document, voting, { kind: 'tick' }, 1000 + ROOM_ROUND_MS)
    expect(late).toMatchObject({ ok: true, advanced: true })
    if (late.ok) expect(late.state.progress.pageId).toBe('right')
  })

  it('breaks a tie by the option listed first on the page, whatever the vote order', () => {
    const base = run(opened(), [
      { kind: 'join', viewer: 'a' },
      { kind: 'join', viewer: 'b' },
      { kind: 'join', viewer: 'c' },
    ])
    const tied = run(base, [
      { kind: 'vote', viewer: 'a', optionId: 'go-right' },
      { kind: 'vote', viewer: 'b', optionId: 'go-left' },
    ])
    expect(winner(tied, ['go-left', 'go-right'])).toBe('go-left')
    const ticked = applyRoomEvent(document, tied, { kind: 'tick' }, 10_000_000)
    if (ticked.ok) expect(ticked.state.progress.pageId).toBe('left')
  })

  it('restarts the timer when nobody voted, and lets a member change their vote', () => {
    const state = run(opened(), [
      { kind: 'join', viewer: 'a' },
      { kind: 'join', viewer: 'b' },
    ])
    const ticked = applyRoomEvent(document, state, { kind: 'tick' }, 1000 + ROOM_ROUND_MS)
    expect(ticked).toMatchObject({ ok: true, advanced: false })
    if (ticked.ok) expect(ticked.state.closesAt).toBe(1000 + 2 * ROOM_ROUND_MS)
    const changed = run(state, [
      { kind: 'vote', viewer: 'a', optionId: 'go-left' },
      { kind: 'vote', viewer: 'a', optionId: 'go-right' },
    ])
    expect(changed.votes).toEqual({ a: 'go-right' })
  })

  it('refuses votes from outsiders and for options not open', () => {
    const gated = scenarioOf([
      page({
        id: 's',
        options: [option('x', 'e'), option('y', 'e', { when: [{ kind: 'chose', optionId: 'x' }] })],
      }),
      page({ id: 'e', kind: 'ending' }),
    ])
    const state = openRoom(gated, 0)!
    expect(applyRoomEvent(gated, state, { kind: 'vote', viewer: 'z', optionId: 'x' }, 0)).toEqual({
      ok: false,
      reason: 'not-member',
    })
    const joined = applyRoomEvent(gated, state, { kind: 'join', viewer: 'z' }, 0)
    if (!joined.ok) throw new Error('join')
    expect(
      applyRoomEvent(gated, joined.state, { kind: 'vote', viewer: 'z', optionId: 'y' }, 0),
    ).toEqual({
      ok: false,
      reason: 'closed-option',
    })
  })

  it('forgets a leaving member’s vote', () => {
    const state = run(opened(), [
      { kind: 'join', viewer: 'a' },
      { kind: 'join', viewer: 'b' },
      { kind: 'vote', viewer: 'a', optionId: 'go-left' },
      { kind: 'leave', viewer: 'a' },
    ])
    expect(state).toMatchObject({ members: ['b'], votes: {} })
  })
})
