import { describe, expect, it } from 'vitest'
import { byChance, chanceText, drawSummary } from './gacha-view'

const item = (position: number, chance: number) => ({
  position,
  chance,
  name: `Item ${position}`,
  imageUrl: '',
  rank: 'N',
  refundRate: 0,
})

describe('the gacha tab', () => {
  it('lists the rarest items first, keeping the creator’s order on ties', () => {
    const sorted = byChance([item(0, 5000), item(1, 150), item(2, 4850), item(3, 150)] as never)
    expect(sorted.map((entry) => entry.position)).toEqual([1, 3, 2, 0])
  })

  it('writes chances from basis points', () => {
    expect(chanceText(150, 'en')).toBe('1.5%')
    expect(chanceText(1, 'en')).toBe('0.01%')
    expect(chanceText(10_000, 'en')).toBe('100%')
    expect(chanceText(3333, 'es')).toBe('33,33%')
  })

  it('counts a pull’s draws per item, in the order first drawn', () => {
    const draws = [2, 0, 2, 2].map((position) => ({
      position,
      rank: position === 0 ? 'SSR' : 'N',
      name: `Item ${position}`,
    }))
    expect(drawSummary(draws)).toEqual([
      { position: 2, rank: 'N', name: 'Item 2', count: 3 },
      { position: 0, rank: 'SSR', name: 'Item 0', count: 1 },
    ])
  })
})
