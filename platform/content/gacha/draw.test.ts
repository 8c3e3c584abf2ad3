import { describe, expect, it } from 'vitest'
import { CHANCE_TOTAL, drawNumber, drawPull, pickPosition, pullOidOf, secretRef } from './draw'

const SECRET = 'fixed-test-secret'

describe('the gacha draw', () => {
  it('matches the declared chances over 100,000 seeded draws (chi-square)', () => {
    // 50 %, 30 %, 15 %, 4.5 %, 0.5 %
    const chances = [5000, 3000, 1500, 450, 50]
    const draws = 100_000
    const observed = new Array<number>(chances.length).fill(0)
    for (let pull = 0; pull < draws / 10; pull++) {
      for (const draw of drawPull(SECRET, pullOidOf(`pull-${pull}`), 10, chances)) {
        observed[draw.position] = (observed[draw.position] ?? 0) + 1
      }
    }
    const chiSquare = chances.reduce((sum, chance, position) => {
      const expected = (draws * chance) / CHANCE_TOTAL
      return sum + ((observed[position] ?? 0) - expected) ** 2 / expected
    }, 0)
    // 4 degrees of freedom: the 0.999 quantile is 18.467.
    expect(chiSquare).toBeLessThan(18.467)
    expect(observed.reduce((a, b) => a + b, 0)).toBe(draws)
  })

  it('draws every number of the range evenly enough (chi-square over 10 buckets)', () => {
    const buckets = new Array<number>(10).fill(0)
    for (let index = 0; index < 100_000; index++) {
      const { number } = drawNumber(SECRET, 'bucket-pull', index)
      const bucket = Math.floor(number / 1000)
      buckets[bucket] = (buckets[bucket] ?? 0) + 1
    }
    const chiSquare = buckets.reduce((sum, seen) => sum + (seen - 10_000) ** 2 / 10_000, 0)
    // 9 degrees of freedom: the 0.999 quantile is 27.877.
    expect(chiSquare).toBeLessThan(27.877)
  })

  it('is reproducible from the secret, the pull and the index', () => {
    const first = drawPull(SECRET, 'a'.repeat(24), 10, [9000, 1000])
    expect(drawPull(SECRET, 'a'.repeat(24), 10, [9000, 1000])).toEqual(first)
    expect(drawPull('another-secret', 'a'.repeat(24), 10, [9000, 1000])).not.toEqual(first)
    for (const draw of first) expect(draw.number).toBeLessThan(CHANCE_TOTAL)
  })

  it('picks by running totals of basis points, edges included', () => {
    expect(pickPosition([1, 9999], 0)).toBe(0)
    expect(pickPosition([1, 9999], 1)).toBe(1)
    expect(pickPosition([5000, 5000], 4999)).toBe(0)
    expect(pickPosition([5000, 5000], 9999)).toBe(1)
    expect(() => pickPosition([5000, 4000], 9500)).toThrow('sum to 10,000')
  })

  it('names a pull from its key and the secret by a hash', () => {
    expect(pullOidOf('k1')).toMatch(/^[0-9a-f]{24}$/)
    expect(pullOidOf('k1')).toBe(pullOidOf('k1'))
    expect(pullOidOf('k1')).not.toBe(pullOidOf('k2'))
    expect(secretRef(SECRET)).toMatch(/^[0-9a-f]{16}$/)
    expect(secretRef(SECRET)).not.toContain(SECRET)
  })
})
