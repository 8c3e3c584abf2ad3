import type { EventLoopUtilization } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
import { createLoopLoad, type LoopClock, loadAdaptiveHold } from './loop-load'

/** A scripted clock: time and loop activity advance only when the test says so. */
function scriptedLoop() {
  const reading = { idle: 0, active: 0 }
  const clock: LoopClock = {
    now: () => reading.idle + reading.active,
    eventLoopUtilization: ((next?: EventLoopUtilization, mark?: EventLoopUtilization) => {
      if (!next) return { ...reading, utilization: 0 }
      const idle = next.idle - (mark?.idle ?? 0)
      const active = next.active - (mark?.active ?? 0)
      return { idle, active, utilization: active / (idle + active || 1) }
    }) as LoopClock['eventLoopUtilization'],
  }
  return {
    clock,
    busy: (ms: number) => {
      reading.active += ms
    },
    quiet: (ms: number) => {
      reading.idle += ms
    },
  }
}

describe('the loop load', () => {
  it('reads high after a busy spell and low after a quiet one', () => {
    const loop = scriptedLoop()
    const loopLoad = createLoopLoad(50, loop.clock)
    loopLoad()
    loop.busy(110)
    loop.quiet(10)
    expect(loopLoad()).toBeCloseTo(110 / 120)
    loop.quiet(200)
    expect(loopLoad()).toBe(0)
  })

  it('keeps its last reading until a window has passed', () => {
    const loop = scriptedLoop()
    const loopLoad = createLoopLoad(50, loop.clock)
    loop.busy(60)
    expect(loopLoad()).toBe(1)
    loop.quiet(30)
    expect(loopLoad()).toBe(1)
    loop.quiet(30)
    expect(loopLoad()).toBe(0)
  })

  it('holds nothing up to half busy, then up to the most at saturation', () => {
    const at = (load: number) => loadAdaptiveHold(() => load, { maxMs: 100 })()
    expect([0, 0.3, 0.5].map(at)).toEqual([0, 0, 0])
    expect(at(0.7)).toBe(50)
    expect([0.9, 1].map(at)).toEqual([100, 100])
  })
})
