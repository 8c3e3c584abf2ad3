import { describe, expect, it } from 'vitest'
import {
  basisPointsToPercent,
  chanceSum,
  draftProblems,
  draftToInput,
  emptyDraft,
  percentToBasisPoints,
} from './gacha-form'

describe('the gacha form', () => {
  it('reads percents with up to two decimals as whole basis points', () => {
    expect(percentToBasisPoints('12.5')).toBe(1250)
    expect(percentToBasisPoints('0.01')).toBe(1)
    expect(percentToBasisPoints('100')).toBe(10_000)
    expect(percentToBasisPoints('33.33')).toBe(3333)
    for (const bad of ['100.01', '1.234', '-1', 'abc', '', '1e2']) {
      expect(percentToBasisPoints(bad), bad).toBeNull()
    }
    expect(basisPointsToPercent(1250)).toBe('12.5')
    expect(basisPointsToPercent(1)).toBe('0.01')
    expect(basisPointsToPercent(10_000)).toBe('100')
  })

  it('adds up thirds exactly, where floats would not', () => {
    const items = ['33.33', '33.33', '33.34'].map((chance) => ({
      ...emptyDraft().items[0]!,
      chance,
    }))
    expect(chanceSum(items)).toBe(10_000)
  })

  it('names what stops saving, the sum included', () => {
    const draft = emptyDraft()
    expect(draftProblems(draft, 70)).toEqual(['title', 'itemName', 'itemRank', 'itemChance', 'sum'])
    const ready = {
      ...draft,
      title: 'Stars',
      items: [
        { name: 'Gold', imageUrl: '', rank: 'SSR', chance: '1.5', refundRate: '0' },
        { name: 'Pebble', imageUrl: '', rank: 'N', chance: '98.5', refundRate: '10' },
      ],
    }
    expect(draftProblems(ready, 70)).toEqual([])
    expect(draftProblems({ ...ready, coins: '10000' }, 70)).toEqual(['coins'])
    expect(draftProblems({ ...ready, profitRate: '71' }, 70)).toEqual(['profitRate'])
    expect(draftToInput(ready).items.map((item) => item.chance)).toEqual([150, 9850])
  })
})
