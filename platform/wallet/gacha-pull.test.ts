import { describe, expect, it } from 'vitest'
import { splitGachaPrice } from './gacha-pull'

describe('a gacha pull’s split', () => {
  it('gives the creator their floored percent of what the refund leaves, the platform the rest', () => {
    expect(splitGachaPrice({ coins: 300, refundCoins: 21, creatorPercent: 50 })).toEqual({
      kept: 279,
      creatorCoins: 139,
      platformFee: 140,
    })
    expect(splitGachaPrice({ coins: 10, refundCoins: 10, creatorPercent: 70 })).toEqual({
      kept: 0,
      creatorCoins: 0,
      platformFee: 0,
    })
    expect(splitGachaPrice({ coins: 9999, refundCoins: 0, creatorPercent: 100 })).toEqual({
      kept: 9999,
      creatorCoins: 9999,
      platformFee: 0,
    })
  })
})
