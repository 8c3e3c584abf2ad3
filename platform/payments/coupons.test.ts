import { describe, expect, it } from 'vitest'
import { couponProblem, IDENTIFICATION_REQUIRED, removesCoupon, type TierCoupon } from './coupons'

const coupon: TierCoupon = {
  oid: 'c'.repeat(24),
  creatorOid: 'a'.repeat(24),
  tier: 'gold',
  code: 'WELCOME1',
  price: 500,
  expiryDate: '2026-12-01T00:00:00.000Z',
  owner: null,
}
const now = new Date('2026-11-22T00:00:00Z')

describe('tier coupon checks', () => {
  it('asks for identification first and keeps the coupon for it', () => {
    expect(couponProblem(coupon, null, now)?.message).toBe(IDENTIFICATION_REQUIRED)
    expect(removesCoupon(IDENTIFICATION_REQUIRED)).toBe(false)
  })

  it('refuses expired and foreign-owned coupons, which are removed', () => {
    const expired = couponProblem(coupon, 'b'.repeat(24), new Date('2026-12-01T00:00:00Z'))
    expect(expired?.code).toBe('COUPON_EXPIRED')
    const owned = couponProblem({ ...coupon, owner: 'd'.repeat(24) }, 'b'.repeat(24), now)
    expect(owned?.code).toBe('COUPON_USED')
    expect(removesCoupon(expired?.message ?? '')).toBe(true)
    expect(removesCoupon(owned?.message ?? '')).toBe(true)
  })

  it('accepts a live coupon for its owner or an unowned one', () => {
    expect(couponProblem(coupon, 'b'.repeat(24), now)).toBeNull()
    expect(couponProblem({ ...coupon, owner: 'b'.repeat(24) }, 'b'.repeat(24), now)).toBeNull()
  })
})
