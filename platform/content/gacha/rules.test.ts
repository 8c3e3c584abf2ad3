import { describe, expect, it } from 'vitest'
import { gachaInput, isComplete, pullBody, refundCoinsOf, stateOf } from './rules'

const valid = {
  title: 'Star box',
  coins: 30,
  profitRate: 50,
  items: [
    { name: 'Gold star', rank: 'SSR', chance: 100, refundRate: 0 },
    { name: 'Pebble', rank: 'N', chance: 9900, refundRate: 10 },
  ],
}

describe('gacha rules', () => {
  it('is complete only when the chances add up to exactly 100 %', () => {
    expect(isComplete(valid.items)).toBe(true)
    expect(isComplete([{ chance: 9999 }])).toBe(false)
    expect(isComplete([])).toBe(false)
    expect(stateOf(false, valid.items)).toBe('on-sale')
    expect(stateOf(true, valid.items)).toBe('hidden')
    expect(stateOf(false, [{ chance: 5000 }])).toBe('incomplete')
  })

  it('takes coins 1 to 9999, a rank for each item, whole basis points', () => {
    expect(gachaInput.safeParse(valid).success).toBe(true)
    for (const coins of [0, 10_000, 1.5]) {
      expect(gachaInput.safeParse({ ...valid, coins }).success).toBe(false)
    }
    const noRank = { ...valid, items: [{ ...valid.items[0], rank: ' ' }] }
    expect(gachaInput.safeParse(noRank).error?.issues[0]?.message).toBe('Each item needs a rank')
    const fraction = { ...valid, items: [{ ...valid.items[0], chance: 0.5 }] }
    expect(gachaInput.safeParse(fraction).success).toBe(false)
  })

  it('pulls 1 to 10 at once', () => {
    expect(pullBody.safeParse({ count: 1 }).success).toBe(true)
    expect(pullBody.safeParse({ count: 10 }).success).toBe(true)
    expect(pullBody.safeParse({ count: 11 }).success).toBe(false)
    expect(pullBody.safeParse({ count: 0 }).success).toBe(false)
  })

  it('gives back the refund rate of one pull, floored', () => {
    expect(refundCoinsOf(30, 10)).toBe(3)
    expect(refundCoinsOf(9, 10)).toBe(0)
    expect(refundCoinsOf(9999, 100)).toBe(9999)
  })
})
