import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { actualPrice, quotePrice } from './price'

describe('pricing', () => {
  it.each([
    ['short', 8],
    ['normal', 10],
    ['long', 20],
  ] as const)('applies the %s multiplier', (responseLength, expected) => {
    expect(
      quotePrice({ modelFee: 10, responseLength, enhancedInference: false }, 4000).credits,
    ).toBe(expected)
  })

  it('adds 10% of the model fee per 500 tokens with enhanced inference', () => {
    const input = { modelFee: 10, responseLength: 'normal', enhancedInference: true } as const
    expect(quotePrice(input, 500).credits).toBe(11)
    expect(quotePrice(input, 1000).credits).toBe(12)
    expect(quotePrice({ ...input, responseLength: 'long' }, 1000).credits).toBe(22)
    expect(actualPrice(input, 1000, 250).credits).toBe(11) // 10.5 rounds half up
    expect(actualPrice(input, 1000, 0).credits).toBe(10)
  })

  it('rounds to the nearest credit, halves up', () => {
    expect(
      quotePrice({ modelFee: 3, responseLength: 'short', enhancedInference: false }, 0).credits,
    ).toBe(2) // 2.4
    expect(
      quotePrice({ modelFee: 5, responseLength: 'short', enhancedInference: false }, 0).credits,
    ).toBe(4) // 4.0
    expect(
      quotePrice({ modelFee: 7, responseLength: 'short', enhancedInference: false }, 0).credits,
    ).toBe(6) // 5.6
  })

  it('caps the actual price at the quote, even when the model overshoots', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('short', 'normal', 'long') as fc.Arbitrary<'short' | 'normal' | 'long'>,
        fc.boolean(),
        fc.integer({ min: 0, max: 32_000 }),
        fc.integer({ min: 0, max: 64_000 }),
        (modelFee, responseLength, enhancedInference, maxTokens, produced) => {
          const input = { modelFee, responseLength, enhancedInference }
          const quote = quotePrice(input, maxTokens)
          const actual = actualPrice(input, maxTokens, produced)
          expect(Number.isInteger(actual.credits)).toBe(true)
          expect(actual.credits).toBeLessThanOrEqual(quote.credits)
          expect(actual.credits).toBeGreaterThanOrEqual(0)
          // Exactly the price at the tokens produced, capped at the maximum.
          expect(actual).toEqual(quotePrice(input, Math.min(produced, maxTokens)))
        },
      ),
    )
  })
})
