/** The direct chat client's pure rules: reconnect delays, the typing throttle, ids. */
import { describe, expect, it } from 'vitest'
import { createSeenIds, createThrottle, laterId, reconnectDelay } from './throttle'

describe('the direct chat client', () => {
  it('waits 1, 2, 4… s between tries, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(reconnectDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ])
  })

  it('sends typing once per 3 s per room', () => {
    const throttle = createThrottle(3_000)
    expect(throttle.allow('r1', 0)).toBe(true)
    expect(throttle.allow('r1', 2_000)).toBe(false)
    expect(throttle.allow('r2', 2_000)).toBe(true)
    expect(throttle.allow('r1', 3_000)).toBe(true)
  })

  it('keeps the later of two ids as numbers, and hands each message on once', () => {
    expect(laterId(undefined, '9')).toBe('9')
    expect(laterId('9', '10')).toBe('10')
    expect(laterId('10', '9')).toBe('10')
    const firstTime = createSeenIds(2)
    expect([
      firstTime('1'),
      firstTime('1'),
      firstTime('2'),
      firstTime('3'),
      firstTime('1'),
    ]).toEqual([true, false, true, true, true])
  })
})
