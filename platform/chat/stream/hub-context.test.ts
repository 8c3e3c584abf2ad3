import { expect, it } from 'vitest'
import { hubTimings } from './hub-context'

it('fills the defaults, and never lets the widest flush window be below the base one', () => {
  expect(hubTimings({})).toEqual({
    flushIntervalMs: 40,
    flushRowsPerSecond: 5000,
    maxFlushIntervalMs: 1000,
    retainMs: 60_000,
    pollMs: 1000,
    abandonedAfterMs: 300_000,
  })
  expect(hubTimings({ flushIntervalMs: 2000 }).maxFlushIntervalMs).toBe(2000)
  expect(hubTimings({ flushIntervalMs: 5, maxFlushIntervalMs: 50 }).maxFlushIntervalMs).toBe(50)
})
