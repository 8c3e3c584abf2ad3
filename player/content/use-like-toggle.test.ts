import { describe, expect, it } from 'vitest'
import { countAfterClick } from './use-like-toggle'

describe('countAfterClick', () => {
  it('adds one for a like and takes one away for an unlike', () => {
    expect(countAfterClick(4, true)).toBe(5)
    expect(countAfterClick(4, false)).toBe(3)
  })

  it('never shows fewer than no likes', () => {
    expect(countAfterClick(0, false)).toBe(0)
  })

  it('puts a refused like back where it was', () => {
    expect(countAfterClick(countAfterClick(7, true), false)).toBe(7)
    expect(countAfterClick(countAfterClick(7, false), true)).toBe(7)
  })
})
