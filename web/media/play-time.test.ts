import { describe, expect, it } from 'vitest'
import { formatDuration } from './format-time'
import { createPlayTimeReporter, type PlayTimeTimer } from './play-time'

function manualTimer() {
  const runs: (() => void)[] = []
  const timer: PlayTimeTimer = {
    every(_ms, run) {
      runs.push(run)
      return () => runs.splice(runs.indexOf(run), 1)
    },
  }
  return {
    timer,
    tick: () => {
      for (const run of [...runs]) run()
    },
    active: () => runs.length,
  }
}

describe('play-time reporter', () => {
  it('sends the position on each tick while playing, on pause and on leave, never the same twice', () => {
    const sent: number[] = []
    const { timer, tick, active } = manualTimer()
    const reporter = createPlayTimeReporter({ send: (s) => sent.push(s), timer })
    reporter.playing()
    reporter.playing()
    expect(active()).toBe(1)
    reporter.update(12.7)
    tick()
    tick()
    reporter.update(40.2)
    reporter.paused()
    expect(active()).toBe(0)
    reporter.leave()
    reporter.playing()
    reporter.update(55)
    reporter.leave()
    expect(sent).toEqual([12, 40, 55])
    expect(active()).toBe(0)
  })

  it('sends nothing before anything was played', () => {
    const sent: number[] = []
    const reporter = createPlayTimeReporter({
      send: (s) => sent.push(s),
      timer: manualTimer().timer,
    })
    reporter.update(Number.NaN)
    reporter.leave()
    expect(sent).toEqual([])
  })
})

describe('formatDuration', () => {
  it('writes m:ss and h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00')
    expect(formatDuration(65.9)).toBe('1:05')
    expect(formatDuration(3723)).toBe('1:02:03')
  })
})
