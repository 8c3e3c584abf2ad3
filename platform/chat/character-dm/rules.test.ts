import { describe, expect, it } from 'vitest'
import { MEMORY_LIMITS, memoryBlock, messagePrice, roomsToRemember } from './rules'

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute))

describe('a character’s direct chat: pure rules', () => {
  it('a message costs the price, nothing within a chosen tier', () => {
    const terms = { enabled: true, priceCredits: 30, freeTierHashes: ['gold'] }
    expect(messagePrice(terms, null)).toBe(30)
    expect(messagePrice(terms, 'silver')).toBe(30)
    expect(messagePrice(terms, 'gold')).toBe(0)
    expect(messagePrice({ ...terms, priceCredits: 0, freeTierHashes: [] }, null)).toBe(0)
  })

  it('remembers earlier rooms not yet remembered, never the open one, at most three', () => {
    const rooms = [1, 2, 3, 4, 5].map((minute) => ({
      roomOid: `r${minute}`,
      createdAt: at(minute),
    }))
    expect(roomsToRemember(rooms, new Set(['r2']), 'r5')).toEqual(['r1', 'r3', 'r4'])
    expect(roomsToRemember(rooms, new Set(['r1', 'r2', 'r3', 'r4']), 'r5')).toEqual([])
    expect(roomsToRemember(rooms, new Set(), null)).toEqual(['r3', 'r4', 'r5'])
  })

  it('the memory block tells the newest memories that fit, in the order they happened', () => {
    expect(memoryBlock('Elias', 'Mina', [])).toBeNull()
    const block = memoryBlock('Elias', 'Mina', [
      { content: 'Second talk.', createdAt: at(2) },
      { content: 'First talk.', createdAt: at(1) },
      { content: '   ', createdAt: at(3) },
    ])
    expect(block).toBe(
      [
        '[Elias’s memories of earlier conversations with Mina]'.replace('’', "'"),
        '- First talk.',
        '- Second talk.',
        '[End of memories]',
      ].join('\n'),
    )
    const many = Array.from({ length: 20 }, (_, index) => ({
      content: `Talk ${index} ${'x'.repeat(900)}`,
      createdAt: at(index),
    }))
    const capped = memoryBlock('Elias', 'Mina', many) ?? ''
    expect(capped).toContain('Talk 19')
    expect(capped).not.toContain('Talk 0 ')
    expect(capped.length).toBeLessThan(MEMORY_LIMITS.chars + 200)
  })
})
