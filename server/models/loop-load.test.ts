import { describe, expect, it } from 'vitest'
import { createLoopLoad, loadAdaptiveHold } from './loop-load'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the loop load', () => {
  it('reads high after a busy spell and low after a quiet one', async () => {
    const loopLoad = createLoopLoad(50)
    loopLoad()
    const until = performance.now() + 120
    while (performance.now() < until) {}
    expect(loopLoad()).toBeGreaterThan(0.8)
    await sleep(200)
    expect(loopLoad()).toBeLessThan(0.3)
  })

  it('holds nothing up to half busy, then up to the most at saturation', () => {
    const at = (load: number) => loadAdaptiveHold(() => load, { maxMs: 100 })()
    expect([0, 0.3, 0.5].map(at)).toEqual([0, 0, 0])
    expect(at(0.7)).toBe(50)
    expect([0.9, 1].map(at)).toEqual([100, 100])
  })
})
