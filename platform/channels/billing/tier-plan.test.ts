import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { planTierChange } from './tier-plan'

const month = { days: 30, monthDays: 30 }

describe('tier change plan', () => {
  it('charges an upgrade the difference for the days left, rounded down', () => {
    // $5.50 → $11.00 a month on 28 November (3 of 30 days): $0.55 and 5 coins.
    expect(
      planTierChange(
        { amount: 550, coins: 50 },
        { amount: 1100, coins: 100 },
        {
          days: 3,
          monthDays: 30,
        },
      ),
    ).toEqual({ kind: 'upgrade', amount: 55, coins: 5, applies: 'now' })
    // On the 1st the whole difference.
    expect(planTierChange({ amount: 550, coins: 50 }, { amount: 1100, coins: 100 }, month)).toEqual(
      { kind: 'upgrade', amount: 550, coins: 50, applies: 'now' },
    )
  })

  it('moves a downgrade to the renewal and switches an equal price at once, charging nothing', () => {
    expect(planTierChange({ amount: 1100, coins: 100 }, { amount: 550, coins: 50 }, month)).toEqual(
      { kind: 'downgrade', amount: 0, coins: 0, applies: 'renewal' },
    )
    expect(planTierChange({ amount: 550, coins: 50 }, { amount: 550, coins: 50 }, month)).toEqual({
      kind: 'switch',
      amount: 0,
      coins: 0,
      applies: 'now',
    })
  })

  it('never charges more than the difference, and at least one unit for any upgrade', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 28, max: 31 }),
        (from, extra, days, monthDays) => {
          const share = { days: Math.min(days, monthDays), monthDays }
          const plan = planTierChange(
            { amount: from, coins: from },
            { amount: from + extra, coins: from + extra },
            share,
          )
          expect(plan.kind).toBe('upgrade')
          expect(plan.amount).toBeGreaterThanOrEqual(1)
          expect(plan.amount).toBeLessThanOrEqual(extra)
          expect(plan.coins).toBe(plan.amount)
        },
      ),
    )
  })
})
