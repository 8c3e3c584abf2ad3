import { describe, expect, it } from 'vitest'
import { allowanceMonth, allowanceResetsAt, allowanceView, planTestTurn } from './allowance'

describe('the creator test allowance', () => {
  it('is free on the offline model whatever the limit, else drawn from the allowance while there is one', () => {
    expect(planTestTurn({ offline: true, limit: 200 })).toBe('offline')
    expect(planTestTurn({ offline: true, limit: 0 })).toBe('offline')
    expect(planTestTurn({ offline: false, limit: 200 })).toBe('allowance')
    expect(planTestTurn({ offline: false, limit: 1 })).toBe('allowance')
    expect(planTestTurn({ offline: false, limit: 0 })).toBe('charged')
  })

  it('counts calendar months in UTC, whatever the hour elsewhere', () => {
    expect(allowanceMonth(new Date('2026-01-31T23:59:59.999Z'))).toBe('2026-01')
    expect(allowanceMonth(new Date('2026-02-01T00:00:00.000Z'))).toBe('2026-02')
    // 08:00 on 1 March in Seoul is still February in UTC.
    expect(allowanceMonth(new Date('2026-03-01T08:00:00+09:00'))).toBe('2026-02')
  })

  it('starts again at the first instant of the next month, across a year end and a leap February', () => {
    expect(allowanceResetsAt(new Date('2026-12-31T12:00:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    )
    expect(allowanceResetsAt(new Date('2028-02-29T23:00:00Z')).toISOString()).toBe(
      '2028-03-01T00:00:00.000Z',
    )
    expect(allowanceResetsAt(new Date('2026-05-01T00:00:00Z')).toISOString()).toBe(
      '2026-06-01T00:00:00.000Z',
    )
  })

  it('shows what is left, never more used than the limit nor a negative count', () => {
    const now = new Date('2026-11-20T12:00:00Z')
    expect(allowanceView({ model: 'gemini', offline: false, limit: 200, used: 13, now })).toEqual({
      model: 'gemini',
      offline: false,
      limit: 200,
      used: 13,
      left: 187,
      month: '2026-11',
      resetsAt: '2026-12-01T00:00:00.000Z',
    })
    // A limit lowered below what was used this month: nothing left, used shown at the limit.
    expect(
      allowanceView({ model: 'gemini', offline: false, limit: 5, used: 9, now }),
    ).toMatchObject({ limit: 5, used: 5, left: 0 })
    expect(allowanceView({ model: 'local', offline: false, limit: 0, used: 0, now })).toMatchObject(
      {
        limit: 0,
        used: 0,
        left: 0,
      },
    )
  })
})
