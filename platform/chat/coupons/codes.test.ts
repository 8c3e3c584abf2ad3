import { describe, expect, it } from 'vitest'
import { COUPON_CODE_PATTERN, newCouponCode, normalizeCouponCode } from './codes'

describe('coupon codes', () => {
  it('compares codes in upper case, without the spaces around them', () => {
    expect(normalizeCouponCode('  spring-24 ')).toBe('SPRING-24')
  })

  it('makes codes of 10 characters without look-alikes that pass the code pattern', () => {
    for (let round = 0; round < 50; round++) {
      const code = newCouponCode()
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/)
      expect(COUPON_CODE_PATTERN.test(code)).toBe(true)
    }
  })

  it('accepts 4 to 32 letters, digits or dashes', () => {
    expect(COUPON_CODE_PATTERN.test('AB-1')).toBe(true)
    expect(COUPON_CODE_PATTERN.test('ABC')).toBe(false)
    expect(COUPON_CODE_PATTERN.test('A'.repeat(33))).toBe(false)
    expect(COUPON_CODE_PATTERN.test('AB_1')).toBe(false)
  })
})
