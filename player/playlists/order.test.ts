import { describe, expect, it } from 'vitest'
import { moveBefore, nextAfter, previousBefore, step } from './order'

describe('playlist order', () => {
  it('moves an item onto a later one (after it) or an earlier one (before it)', () => {
    expect(moveBefore(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd'])
    expect(moveBefore(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c'])
    expect(moveBefore(['a', 'b'], 'a', 'a')).toEqual(['a', 'b'])
    expect(moveBefore(['a', 'b'], 'x', 'a')).toEqual(['a', 'b'])
  })

  it('steps among the shown items, keeping hidden ones in the full list', () => {
    // 'h' is stored but not shown (removed from the catalogue): it stays, in place.
    expect(step(['a', 'h', 'b', 'c'], ['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'h', 'c'])
    expect(step(['a', 'b', 'c'], ['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b'])
    expect(step(['a', 'b'], ['a', 'b'], 'a', -1)).toBeNull()
    expect(step(['a', 'b'], ['a', 'b'], 'b', 1)).toBeNull()
  })

  it('plays the first, then each next, and stops at the end', () => {
    expect(nextAfter(['a', 'b'], null)).toBe('a')
    expect(nextAfter(['a', 'b'], 'a')).toBe('b')
    expect(nextAfter(['a', 'b'], 'b')).toBeNull()
    expect(previousBefore(['a', 'b'], 'b')).toBe('a')
    expect(previousBefore(['a', 'b'], 'a')).toBeNull()
  })
})
