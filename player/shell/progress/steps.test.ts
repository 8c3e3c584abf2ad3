import { describe, expect, it } from 'vitest'
import { hidden, type ProgressEvent, type ProgressState, stepProgress } from './steps'

const run = (events: ProgressEvent['type'][], from: ProgressState = hidden) =>
  events.reduce<{ state: ProgressState; seen: (number | null)[] }>(
    ({ state, seen }, type) => {
      const next = stepProgress(state, { type } as ProgressEvent)
      return { state: next, seen: [...seen, next.percent] }
    },
    { state: from, seen: [] },
  )

describe('the top progress bar', () => {
  it('steps 30, 60, 85, holds at 85, then shows 100 and hides', () => {
    expect(run(['start', 'tick', 'tick', 'tick', 'tick', 'end', 'hide']).seen).toEqual([
      30,
      60,
      85,
      85,
      85,
      100,
      null,
    ])
  })

  it('keeps one bar while loads overlap and finishes with the last', () => {
    const { seen, state } = run(['start', 'tick', 'start', 'end', 'tick', 'end'])
    expect(seen).toEqual([30, 60, 60, 60, 85, 100])
    expect(state.loads).toBe(0)
  })

  it('ignores a tick or a hide while idle or still loading, and an extra end', () => {
    expect(run(['tick', 'hide', 'end']).seen).toEqual([null, null, null])
    expect(run(['start', 'hide']).seen).toEqual([30, 30])
  })

  it('restarts at 30 after a finished load even before the bar hid', () => {
    expect(run(['start', 'end', 'start']).seen).toEqual([30, 100, 30])
  })
})
