/** The typing throttle: one frame per member and room every 3 s, the others not held back. */
import { describe, expect, it } from 'vitest'
import { createTypingThrottle } from './typing'

describe('createTypingThrottle', () => {
  it('lets one frame per member and room through every interval', () => {
    const throttle = createTypingThrottle(3_000)
    expect(throttle.allow('u1', 'r1', 0)).toBe(true)
    expect(throttle.allow('u1', 'r1', 1_000)).toBe(false)
    expect(throttle.allow('u1', 'r1', 2_999)).toBe(false)
    expect(throttle.allow('u1', 'r1', 3_000)).toBe(true)
  })

  it('keeps members and rooms apart', () => {
    const throttle = createTypingThrottle(3_000)
    expect(throttle.allow('u1', 'r1', 0)).toBe(true)
    expect(throttle.allow('u2', 'r1', 1)).toBe(true)
    expect(throttle.allow('u1', 'r2', 2)).toBe(true)
  })

  it('forgets the member who typed longest ago when full, never refusing a newcomer', () => {
    const throttle = createTypingThrottle(3_000, 2)
    expect(throttle.allow('a', 'r', 0)).toBe(true)
    expect(throttle.allow('b', 'r', 0)).toBe(true)
    expect(throttle.allow('c', 'r', 0)).toBe(true)
    // 'a' was forgotten: allowed again at once; 'c' is still remembered.
    expect(throttle.allow('a', 'r', 1)).toBe(true)
    expect(throttle.allow('c', 'r', 1)).toBe(false)
  })
})
