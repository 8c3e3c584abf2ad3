import { describe, expect, it } from 'vitest'
import { firstPeriodShare, prorate } from './contract'

describe('the first period rule', () => {
  it('counts today through the month end', () => {
    expect(firstPeriodShare(new Date('2026-11-10T12:00:00Z'))).toEqual({
      days: 21,
      monthDays: 30,
      nextChargeAt: '2026-12-01T00:00:00.000Z',
    })
    expect(firstPeriodShare(new Date('2026-11-01T00:00:00Z')).days).toBe(30)
    expect(firstPeriodShare(new Date('2026-11-28T23:59:59Z')).days).toBe(3)
    expect(firstPeriodShare(new Date('2027-02-27T08:00:00Z'))).toMatchObject({
      days: 2,
      monthDays: 28,
      nextChargeAt: '2027-03-01T00:00:00.000Z',
    })
  })

  it('rounds down, keeps a whole month whole and a paid tier above zero', () => {
    expect(prorate(500, { days: 21, monthDays: 30 })).toBe(350)
    expect(prorate(50, { days: 3, monthDays: 30 })).toBe(5)
    expect(prorate(999, { days: 30, monthDays: 30 })).toBe(999)
    expect(prorate(1, { days: 2, monthDays: 31 })).toBe(1)
    expect(prorate(0, { days: 2, monthDays: 31 })).toBe(0)
  })
})
