import { describe, expect, it } from 'vitest'
import { cryptoRandom, seededRandom, spinRoulette } from './roulette'

const items = [
  { name: 'Song', probability: 50 },
  { name: 'Dance', probability: 30 },
  { name: 'Push-ups', probability: 15 },
  { name: 'Jackpot', probability: 5 },
]

describe('roulette spins', () => {
  it('matches the configured probabilities over 100,000 seeded spins (chi-square, 3 degrees of freedom)', () => {
    const random = seededRandom(20_261_126)
    const counts = items.map(() => 0)
    const spins = 100_000
    for (let i = 0; i < spins; i++) {
      const index = spinRoulette(items, random)
      if (index === null) throw new Error('no spin')
      counts[index] = (counts[index] ?? 0) + 1
    }
    const total = items.reduce((sum, item) => sum + item.probability, 0)
    const chiSquare = items.reduce((sum, item, index) => {
      const expected = (spins * item.probability) / total
      return sum + ((counts[index] ?? 0) - expected) ** 2 / expected
    }, 0)
    // 11.34 is the 99th percentile of chi-square with 3 degrees of freedom; the seed is fixed.
    expect(chiSquare).toBeLessThan(11.34)
    expect(counts.every((count) => count > 0)).toBe(true)
  })

  it('never draws an item of zero probability, and draws nothing without a weight', () => {
    const random = seededRandom(7)
    const weighted = [
      { name: 'never', probability: 0 },
      { name: 'always', probability: 1 },
    ]
    for (let i = 0; i < 1000; i++) expect(spinRoulette(weighted, random)).toBe(1)
    expect(spinRoulette([{ name: 'x', probability: 0 }], random)).toBeNull()
    expect(spinRoulette([], random)).toBeNull()
    expect(spinRoulette(items, () => 0.999_999_999_999)).toBe(3)
    expect(spinRoulette(items, () => 0)).toBe(0)
  })

  it('draws production numbers in [0, 1)', () => {
    for (let i = 0; i < 1000; i++) {
      const value = cryptoRandom()
      expect(value).toBeGreaterThanOrEqual(0)
      expect(value).toBeLessThan(1)
    }
  })
})
