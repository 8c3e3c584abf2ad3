import { describe, expect, it } from 'vitest'
import { formatCount, formatMoney, localeOf } from './format'

describe('charge formatting', () => {
  it('formats minor units in each currency', () => {
    expect(formatMoney(1099, 'USD', 'en')).toBe('$10.99')
    expect(formatMoney(11_000, 'KRW', 'ko')).toBe('₩11,000')
    expect(formatMoney(1100, 'JPY', 'jp')).toMatch(/1,100/)
    expect(formatCount(1000, 'es')).toMatch(/1\.?000/)
    expect(localeOf('jp')).toBe('ja-JP')
  })
})
