import { describe, expect, it } from 'vitest'
import { isLastDayOfMonthUtc, nextMonthStartUtc } from './billing-calendar'
import { currencyForLanguage, firstChargeQuote, isFreeTier, tierPrice } from './tier-price'

describe('tier prices', () => {
  it("quotes today's charge for the days left and the full month on the 1st", () => {
    const tier = { price: 50, price_usd: '5.00', price_jpy: 500, price_krw: 5000 }
    const late = firstChargeQuote(tier, 'USD', new Date('2026-11-28T09:00:00Z'))
    expect(late).toMatchObject({ days: 3, monthDays: 30 })
    // What checkout charges on the sandbox page: $0.50 + $0.05, then $5.50 on 1 December.
    expect(late.today).toEqual({ currency: 'USD', net: 50, fees: 5, total: 55 })
    expect(late.next.total).toBe(550)
    expect(late.nextChargeAt.toISOString()).toBe('2026-12-01T00:00:00.000Z')
    const first = firstChargeQuote(tier, 'KRW', new Date('2026-12-01T00:00:00Z'))
    expect(first.today).toEqual(first.next)
  })

  it("uses the creator's own price for the currency, with 10% fees apart", () => {
    const tier = { price: 50, price_usd: '4.99', price_jpy: 500, price_krw: 5500 }
    expect(tierPrice(tier, 'USD')).toEqual({ currency: 'USD', net: 499, fees: 50, total: 549 })
    expect(tierPrice(tier, 'JPY')).toEqual({ currency: 'JPY', net: 500, fees: 50, total: 550 })
    expect(tierPrice(tier, 'KRW')).toEqual({ currency: 'KRW', net: 5500, fees: 550, total: 6050 })
  })

  it('falls back to the coin fee at 10 coins = 1 USD = 100 JPY = 1,000 KRW', () => {
    const tier = { price: 30, price_usd: null }
    expect(tierPrice(tier, 'USD').net).toBe(300)
    expect(tierPrice(tier, 'JPY').net).toBe(300)
    expect(tierPrice(tier, 'KRW').net).toBe(3000)
  })

  it('knows a free tier and the currency of each language', () => {
    expect(isFreeTier({ price: 0 })).toBe(true)
    expect(isFreeTier({ price: 10, is_free: true })).toBe(true)
    expect(isFreeTier({ price: 10 })).toBe(false)
    expect(currencyForLanguage('ko')).toBe('KRW')
    expect(currencyForLanguage('jp')).toBe('JPY')
    expect(currencyForLanguage('es')).toBe('USD')
  })
})

describe('billing calendar', () => {
  it('blocks the last day of the month in UTC only', () => {
    expect(isLastDayOfMonthUtc(new Date('2026-11-30T23:59:59Z'))).toBe(true)
    expect(isLastDayOfMonthUtc(new Date('2026-12-01T00:00:00Z'))).toBe(false)
    expect(isLastDayOfMonthUtc(new Date('2028-02-29T12:00:00Z'))).toBe(true)
    expect(isLastDayOfMonthUtc(new Date('2028-02-28T12:00:00Z'))).toBe(false)
    // Already the 1st in UTC while still the 30th in the Americas.
    expect(isLastDayOfMonthUtc(new Date('2026-11-30T20:00:00-05:00'))).toBe(false)
  })

  it('names the next 1st', () => {
    expect(nextMonthStartUtc(new Date('2026-12-31T10:00:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    )
  })
})
