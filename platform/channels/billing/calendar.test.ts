import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  afterFailedAttempt,
  attemptDueAt,
  isLastDayOfMonth,
  MAX_ATTEMPTS,
  periodEnd,
  periodKey,
  periodStart,
  planRenewal,
  planSubscribe,
} from './calendar'

const at = (iso: string) => new Date(iso)

describe('billing calendar', () => {
  it('periods are UTC calendar months', () => {
    expect(periodStart(at('2026-11-14T23:30:00-05:00')).toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    )
    expect(periodEnd(at('2026-12-31T10:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z')
    expect(periodKey(at('2027-02-28T23:59:59Z'))).toBe('2027-02')
  })

  it('blocks new subscriptions on the last UTC day of a month only', () => {
    expect(planSubscribe(at('2026-11-30T00:00:00Z'))).toBe('blocked')
    expect(planSubscribe(at('2028-02-29T12:00:00Z'))).toBe('blocked')
    expect(planSubscribe(at('2028-02-28T12:00:00Z'))).not.toBe('blocked')
    // 23:30 on the 30th in New York is already December 1st in UTC: allowed.
    expect(planSubscribe(at('2026-11-30T23:30:00-05:00'))).toMatchObject({ period: '2026-12' })
  })

  it('a subscription started any day but the last pays the current month to the 1st', () => {
    fc.assert(
      fc.property(
        fc.date({ min: at('2000-01-01'), max: at('2100-01-01'), noInvalidDate: true }),
        (now) => {
          const plan = planSubscribe(now)
          if (isLastDayOfMonth(now)) {
            expect(plan).toBe('blocked')
            return
          }
          if (plan === 'blocked') throw new Error('unexpected block')
          expect(plan.periodStart.getTime()).toBeLessThanOrEqual(now.getTime())
          expect(plan.periodEnd.getTime()).toBeGreaterThan(now.getTime())
          expect(plan.periodEnd.getUTCDate()).toBe(1)
          expect(plan.periodEnd.getUTCHours()).toBe(0)
        },
      ),
    )
  })

  it('renews a live paid subscription once its period ended; ends a cancelling one', () => {
    const base = { kind: 'paid' as const, periodEnd: at('2026-12-01T00:00:00Z'), cardOid: 'c' }
    const before = at('2026-11-30T23:59:59Z')
    const after = at('2026-12-01T00:00:00Z')
    expect(planRenewal({ ...base, state: 'subscribed' }, before)).toBe('not-due')
    expect(planRenewal({ ...base, state: 'subscribed' }, after)).toBe('renew')
    expect(planRenewal({ ...base, state: 'cancel_requested' }, after)).toBe('end')
    expect(planRenewal({ ...base, state: 'subscribed', cardOid: null }, after)).toBe('end')
    expect(planRenewal({ ...base, state: 'subscribed', kind: 'free' }, after)).toBe('not-due')
  })

  it('a failing card is tried on the 1st, the 3rd and the 8th, then the subscription ends', () => {
    const start = at('2026-12-01T00:00:00Z')
    expect(MAX_ATTEMPTS).toBe(3)
    expect(attemptDueAt(start, 2)?.toISOString()).toBe('2026-12-03T00:00:00.000Z')
    expect(afterFailedAttempt(start, 1)).toEqual({
      status: 'retry',
      nextAttemptAt: at('2026-12-03T00:00:00Z'),
    })
    expect(afterFailedAttempt(start, 2)).toEqual({
      status: 'retry',
      nextAttemptAt: at('2026-12-08T00:00:00Z'),
    })
    expect(afterFailedAttempt(start, 3)).toEqual({ status: 'ended' })
  })
})
