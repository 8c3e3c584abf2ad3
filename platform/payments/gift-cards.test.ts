import { describe, expect, it } from 'vitest'
import { GIFT_CARD_ITEMS, giftCardExpiry, giftCardPoints, isGiftCardItem } from './gift-cards'

describe('gift cards', () => {
  it('has the five denominations, 1 point = 1 yen', () => {
    expect(GIFT_CARD_ITEMS.map(giftCardPoints)).toEqual([500, 1000, 3000, 5000, 10_000])
    expect(isGiftCardItem('dlsite-500')).toBe(true)
    expect(isGiftCardItem('dlsite-700')).toBe(false)
    expect(isGiftCardItem(500)).toBe(false)
  })

  it('expires six months later, clamping to the end of a shorter month', () => {
    expect(giftCardExpiry(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe(
      '2026-07-15T10:00:00.000Z',
    )
    expect(giftCardExpiry(new Date('2026-08-31T00:00:00Z')).toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    )
  })
})
