import { describe, expect, it } from 'vitest'
import {
  AUTOPLAY_IDLE,
  type AutoplayEvent,
  type AutoplayState,
  autoplayStep,
  mayStartTurn,
  shownTurn,
} from './autoplay'

const run = (events: AutoplayEvent[], from: AutoplayState = AUTOPLAY_IDLE) =>
  events.reduce(autoplayStep, from)

/** One turn of a run, as the driver reports it. */
const turn = (storyEnded = false): AutoplayEvent[] => [
  { type: 'turn-started' },
  { type: 'turn-done', storyEnded },
]

const confirmed = (cap = 5) =>
  run([{ type: 'ask' }, { type: 'choose-cap', cap }, { type: 'confirm' }])

/** Plays turns while the machine allows one, as the store's driver does; counts them. */
function playOut(state: AutoplayState, limit = 100) {
  let played = 0
  while (mayStartTurn(state) && played < limit) {
    state = run(turn(), state)
    played += 1
  }
  return { state, played }
}

describe('auto-play', () => {
  it('asks first, with five turns chosen; cancelling starts nothing', () => {
    const asked = run([{ type: 'ask' }])
    expect(asked).toEqual({ phase: 'confirming', cap: 5 })
    expect(mayStartTurn(asked)).toBe(false)
    expect(run([{ type: 'cancel' }], asked)).toEqual(AUTOPLAY_IDLE)
  })

  it('takes only the offered caps', () => {
    expect(run([{ type: 'ask' }, { type: 'choose-cap', cap: 10 }])).toEqual({
      phase: 'confirming',
      cap: 10,
    })
    expect(run([{ type: 'ask' }, { type: 'choose-cap', cap: 1000 }])).toEqual({
      phase: 'confirming',
      cap: 5,
    })
  })

  it('plays exactly the cap, then ends', () => {
    for (const cap of [3, 5, 10]) {
      const { state, played } = playOut(confirmed(cap))
      expect(played).toBe(cap)
      expect(state).toEqual({ phase: 'ended', cap, done: cap, reason: 'cap' })
    }
  })

  it('names the turn being played: "2 of 5"', () => {
    const second = run([...turn(), { type: 'turn-started' }], confirmed())
    expect(shownTurn(second)).toBe(2)
    expect(second).toMatchObject({ phase: 'running', cap: 5, done: 1, inTurn: true })
  })

  it('pauses before the next turn: the one being played finishes and counts', () => {
    const paused = run([...turn(), { type: 'turn-started' }, { type: 'pause' }], confirmed())
    expect(mayStartTurn(paused)).toBe(false)
    const finished = run([{ type: 'turn-done', storyEnded: false }], paused)
    expect(finished).toEqual({ phase: 'paused', cap: 5, done: 2, inTurn: false })
    expect(mayStartTurn(finished)).toBe(false)
    // Resumed: the rest of the run, and not one turn more.
    const { state, played } = playOut(run([{ type: 'resume' }], finished))
    expect(played).toBe(3)
    expect(state).toMatchObject({ phase: 'ended', done: 5, reason: 'cap' })
  })

  it('ends on a refusal, a failed reply or the story’s end', () => {
    const refused = run(
      [...turn(), { type: 'turn-started' }, { type: 'turn-refused' }],
      confirmed(),
    )
    expect(refused).toEqual({ phase: 'ended', cap: 5, done: 1, reason: 'refused' })
    expect(mayStartTurn(refused)).toBe(false)
    const failed = run([{ type: 'turn-started' }, { type: 'turn-failed' }], confirmed())
    expect(failed).toMatchObject({ phase: 'ended', done: 0, reason: 'failed' })
    const over = run([...turn(), ...turn(true)], confirmed())
    expect(over).toEqual({ phase: 'ended', cap: 5, done: 2, reason: 'story-ended' })
    // Already over before the first turn.
    expect(run([{ type: 'story-ended' }], confirmed())).toMatchObject({
      phase: 'ended',
      done: 0,
      reason: 'story-ended',
    })
  })

  it('stops at once from a run or a pause, and a late turn report changes nothing', () => {
    const stopped = run([{ type: 'turn-started' }, { type: 'stop' }], confirmed())
    expect(stopped).toEqual(AUTOPLAY_IDLE)
    expect(run([{ type: 'turn-done', storyEnded: false }], stopped)).toEqual(AUTOPLAY_IDLE)
    expect(run([{ type: 'pause' }, { type: 'stop' }], confirmed())).toEqual(AUTOPLAY_IDLE)
  })

  it('counts a turn only once, and only a turn it started', () => {
    const running = confirmed()
    expect(run([{ type: 'turn-done', storyEnded: false }], running)).toEqual(running)
    const once = run([...turn(), { type: 'turn-done', storyEnded: false }], running)
    expect(once).toMatchObject({ done: 1 })
    const twice = run([{ type: 'turn-started' }, { type: 'turn-started' }], running)
    expect(twice).toMatchObject({ done: 0, inTurn: true })
  })

  it('asks again after a run with the last cap; a dismissed end is idle', () => {
    const { state } = playOut(confirmed(3))
    expect(run([{ type: 'ask' }], state)).toEqual({ phase: 'confirming', cap: 3 })
    expect(run([{ type: 'dismiss' }], state)).toEqual(AUTOPLAY_IDLE)
  })

  it('ignores what does not apply to the phase', () => {
    expect(run([{ type: 'confirm' }, { type: 'pause' }, { type: 'resume' }])).toEqual(AUTOPLAY_IDLE)
    const running = confirmed()
    expect(run([{ type: 'ask' }, { type: 'confirm' }, { type: 'dismiss' }], running)).toEqual(
      running,
    )
  })
})
