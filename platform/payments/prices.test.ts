import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  buyerPrice,
  buyerPriceOfNet,
  COIN_PACKAGES,
  CURRENCIES,
  currencyForLanguage,
  methodAccepts,
  netPrice,
  oneTouchAccepts,
  PAYMENT_METHODS,
  toMajor,
} from './prices'

const coins = fc.integer({ min: 1, max: 100_000 }).map((tens) => tens * 10)
const currency = fc.constantFrom(...CURRENCIES)

describe('prices', () => {
  it('10 coins are 1,000 KRW, 100 JPY or 1 USD net', () => {
    expect(netPrice(10, 'KRW')).toBe(1000)
    expect(netPrice(10, 'JPY')).toBe(100)
    expect(netPrice(10, 'USD')).toBe(100)
    expect(netPrice(1000, 'USD')).toBe(10_000)
  })

  it('applies the buyer rules: +10%, PayPay +20%, card net × 1.1 − 0.01', () => {
    expect(buyerPrice(100, 'USD', 'sandbox')).toBe(1100)
    expect(buyerPrice(100, 'USD', 'card')).toBe(1099)
    expect(buyerPrice(100, 'JPY', 'paypay')).toBe(1200)
    expect(buyerPrice(100, 'KRW', 'kakaopay')).toBe(11_000)
    // 0.01 of a yen or a won does not exist: the card pays the +10% price.
    expect(buyerPrice(100, 'JPY', 'card')).toBe(1100)
    expect(toMajor(buyerPrice(10, 'USD', 'card'), 'USD')).toBe('1.09')
  })

  it('refuses coin amounts that are not positive tens', () => {
    for (const bad of [0, -10, 5, 15.5, Number.NaN]) {
      expect(() => netPrice(bad, 'USD')).toThrow(RangeError)
    }
  })

  it('is linear in coins and never below the net price', () => {
    fc.assert(
      fc.property(coins, coins, currency, (a, b, cur) => {
        expect(netPrice(a + b, cur)).toBe(netPrice(a, cur) + netPrice(b, cur))
        for (const method of PAYMENT_METHODS) {
          const price = buyerPrice(a, cur, method)
          expect(Number.isSafeInteger(price)).toBe(true)
          expect(price).toBeGreaterThan(netPrice(a, cur))
        }
      }),
    )
  })

  it('matches the decimal rule exactly (integer arithmetic, no float drift)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), currency, (net, cur) => {
        expect(buyerPriceOfNet(net, cur, 'sandbox')).toBe(Math.round((net * 11) / 10))
        expect(buyerPriceOfNet(net, cur, 'paypay')).toBe(Math.round((net * 12) / 10))
        const card = buyerPriceOfNet(net, cur, 'card')
        expect(card).toBe(Math.round((net * 11) / 10) - (cur === 'USD' ? 1 : 0))
      }),
    )
  })

  it('orders methods: card ≤ +10% < PayPay', () => {
    fc.assert(
      fc.property(coins, currency, (amount, cur) => {
        expect(buyerPrice(amount, cur, 'card')).toBeLessThanOrEqual(
          buyerPrice(amount, cur, 'sandbox'),
        )
        expect(buyerPrice(amount, cur, 'sandbox')).toBeLessThan(buyerPrice(amount, cur, 'paypay'))
        // Whole tens of coins are whole hundreds of minor units net: every price is exact.
        const net = netPrice(amount, cur)
        expect(buyerPrice(amount, cur, 'sandbox')).toBe((net * 11) / 10)
        expect(buyerPrice(amount, cur, 'card')).toBe((net * 11) / 10 - (cur === 'USD' ? 1 : 0))
        expect(buyerPrice(amount, cur, 'paypay')).toBe((net * 12) / 10)
      }),
    )
  })

  it('knows which method pays which currency; one-touch never in won', () => {
    expect(methodAccepts('kakaopay', 'KRW')).toBe(true)
    expect(methodAccepts('kakaopay', 'USD')).toBe(false)
    expect(methodAccepts('paypay', 'JPY')).toBe(true)
    expect(methodAccepts('paypay', 'KRW')).toBe(false)
    expect(oneTouchAccepts('KRW')).toBe(false)
    expect(oneTouchAccepts('JPY')).toBe(true)
    expect(currencyForLanguage('ko')).toBe('KRW')
    expect(currencyForLanguage('jp')).toBe('JPY')
    expect(currencyForLanguage('es')).toBe('USD')
    expect(COIN_PACKAGES.every((pack) => pack % 10 === 0)).toBe(true)
  })

  it('formats minor units in major units', () => {
    expect(toMajor(1099, 'USD')).toBe('10.99')
    expect(toMajor(5, 'USD')).toBe('0.05')
    expect(toMajor(11_000, 'KRW')).toBe('11000')
  })
})
