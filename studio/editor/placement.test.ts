import { describe, expect, it } from 'vitest'
import { freeSpot } from './placement'

describe('freeSpot', () => {
  it('uses the centre when it is free and steps around occupied spots', () => {
    expect(freeSpot([], { x: 0, y: 0 })).toEqual({ x: 0, y: 0 })
    const spot = freeSpot([{ position: { x: 0, y: 0 } }], { x: 0, y: 0 })
    expect(Math.abs(spot.x) >= 220 || Math.abs(spot.y) >= 160).toBe(true)
  })
})
