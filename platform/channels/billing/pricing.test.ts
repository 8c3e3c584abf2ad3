import { describe, expect, it } from 'vitest'
import { subscriptionPrice, tierCoins } from './pricing'

const tier = { price: 50, price_usd: '5.00', price_jpy: 500, price_krw: 5000 }

describe('subscription pricing', () => {
  it("uses the tier's own price in the currency, plus the card rule", () => {
    expect(subscriptionPrice(tier, 'USD', 'card')).toEqual({
      currency: 'USD',
      net: 500,
      amount: 549,
      coins: 50,
    })
    expect(subscriptionPrice(tier, 'KRW', 'sandbox')).toMatchObject({ net: 5000, amount: 5500 })
  })

  it('falls back to the coins-equivalent, and a tier without a price is not billed', () => {
    expect(subscriptionPrice({ ...tier, price_jpy: 0 }, 'JPY', 'card')?.net).toBe(500)
    expect(tierCoins({ ...tier, price: 0 })).toBe(50)
    expect(
      subscriptionPrice({ price: 0, price_usd: 0, price_jpy: 0, price_krw: 0 }, 'USD', 'card'),
    ).toBeNull()
  })
})
