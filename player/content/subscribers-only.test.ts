import { describe, expect, it } from 'vitest'
import { isSubscribersOnly } from './subscribers-only'

describe('subscribers-only label', () => {
  it('names tier-only contents without a price, whoever reads the list', () => {
    const tiers = ['tier_a']
    expect(isSubscribersOnly({ price: 0, viewableTiers: tiers, canViewReason: null })).toBe(true)
    // A subscriber's list: they may view it, and it is still for subscribers.
    expect(isSubscribersOnly({ price: 0, viewableTiers: tiers, canViewReason: 'subscriber' })).toBe(
      true,
    )
    expect(
      isSubscribersOnly({ price: 0, viewableTiers: [], canViewReason: 'subscriber-only' }),
    ).toBe(true)
  })

  it('leaves free and priced contents to their price', () => {
    expect(isSubscribersOnly({ price: 0, viewableTiers: [], canViewReason: null })).toBe(false)
    expect(isSubscribersOnly({ price: 30, viewableTiers: ['tier_a'], canViewReason: null })).toBe(
      false,
    )
  })
})
