import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type BucketPolicy,
  type Budget,
  type LimitPolicy,
  type LockoutPolicy,
  releaseBudget,
  reserveBudget,
  verdict,
  type WindowPolicy,
} from './policy'

/** Reserves `times` times at `now`, answering each verdict and the budget after. */
function reserveTimes(policy: LimitPolicy, start: Budget | null, now: number, times: number) {
  let budget = start
  const granted: boolean[] = []
  for (let index = 0; index < times; index += 1) {
    budget = reserveBudget(policy, budget, now)
    granted.push(verdict(policy, budget, now).granted)
  }
  return { budget: budget as Budget, granted }
}

const count = (granted: boolean[]) => granted.filter(Boolean).length

describe('a fixed window', () => {
  const policy: WindowPolicy = { kind: 'window', limit: 5, windowMs: 60_000 }

  it('grants the limit, refuses the rest until the window ends, then starts a new one', () => {
    const first = reserveTimes(policy, null, 1_000, 9)
    expect(first.granted).toEqual([true, true, true, true, true, false, false, false, false])
    expect(first.budget).toEqual({ count: 6, mark: 1_000, granted: false, expiresAt: 61_000 })
    expect(verdict(policy, first.budget, 21_000)).toEqual({ granted: false, retryAfterMs: 40_000 })
    expect(reserveTimes(policy, first.budget, 60_999, 1).granted).toEqual([false])
    const next = reserveTimes(policy, first.budget, 61_000, 6)
    expect(count(next.granted)).toBe(5)
    expect(next.budget.mark).toBe(61_000)
  })

  it('takes a released reservation back, once refusals filled it too', () => {
    const full = reserveTimes(policy, null, 0, 8).budget
    const released = releaseBudget(policy, full, 10) as Budget
    expect(released.count).toBe(4)
    expect(reserveTimes(policy, released, 20, 2).granted).toEqual([true, false])
    // A window that has ended is not touched: there is nothing to give back.
    expect(releaseBudget(policy, full, 60_000)).toBe(full)
    expect(releaseBudget(policy, null, 0)).toBeNull()
  })

  it('never grants more than the limit in a window, whatever the order of calls', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ wait: fc.integer({ min: 0, max: 30_000 }), release: fc.boolean() }), {
          maxLength: 60,
        }),
        (steps) => {
          let budget: Budget | null = null
          let now = 0
          let windowStart = -Infinity
          let held = 0
          for (const step of steps) {
            now += step.wait
            if (now >= windowStart + policy.windowMs) {
              windowStart = now
              held = 0
            }
            if (step.release && held > 0) {
              budget = releaseBudget(policy, budget, now)
              held -= 1
              continue
            }
            budget = reserveBudget(policy, budget, now)
            const granted = verdict(policy, budget, now).granted
            expect(granted).toBe(held < policy.limit)
            if (granted) held += 1
          }
        },
      ),
    )
  })
})

describe('a token bucket', () => {
  const policy: BucketPolicy = { kind: 'bucket', burst: 5, intervalMs: 1_000 }

  it('grants a burst at once, then one per interval', () => {
    const burst = reserveTimes(policy, null, 0, 20)
    expect(count(burst.granted)).toBe(5)
    expect(burst.granted.slice(0, 5).every(Boolean)).toBe(true)
    expect(verdict(policy, burst.budget, 0)).toEqual({ granted: false, retryAfterMs: 1_000 })
    expect(count(reserveTimes(policy, burst.budget, 999, 3).granted)).toBe(0)
    const second = reserveTimes(policy, burst.budget, 1_000, 3)
    expect(second.granted).toEqual([true, false, false])
    // Three quiet seconds give three more, not more than the burst.
    expect(count(reserveTimes(policy, second.budget, 4_000, 10).granted)).toBe(3)
    expect(count(reserveTimes(policy, second.budget, 100_000, 10).granted)).toBe(5)
  })

  it('grants at most burst + elapsed/interval over any stretch', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2_500 }), { maxLength: 80 }), (waits) => {
        let budget: Budget | null = null
        let now = 0
        let granted = 0
        for (const wait of waits) {
          now += wait
          budget = reserveBudget(policy, budget, now)
          if (verdict(policy, budget, now).granted) granted += 1
        }
        expect(granted).toBeLessThanOrEqual(policy.burst + Math.floor(now / policy.intervalMs))
      }),
    )
  })
})

describe('a lockout', () => {
  const policy: LockoutPolicy = {
    kind: 'lockout',
    free: 5,
    firstLockMs: 30_000,
    maxLockMs: 3_600_000,
    forgetMs: 86_400_000,
  }

  it('grants the free attempts, the last of them locking; a lock doubles after each attempt', () => {
    const first = reserveTimes(policy, null, 0, 20)
    expect(count(first.granted)).toBe(5)
    expect(first.budget).toMatchObject({ count: 5, mark: 30_000 })
    expect(verdict(policy, first.budget, 10_000)).toEqual({ granted: false, retryAfterMs: 20_000 })
    const sixth = reserveTimes(policy, first.budget, 30_000, 3)
    expect(sixth.granted).toEqual([true, false, false])
    expect(sixth.budget).toMatchObject({ count: 6, mark: 90_000 })
    let budget = sixth.budget
    for (let step = 0; step < 10; step += 1) {
      budget = reserveBudget(policy, budget, budget.mark)
    }
    expect(budget.expiresAt).toBe(budget.mark + policy.forgetMs)
    // The lock stops doubling at an hour.
    expect(reserveBudget(policy, budget, budget.mark).mark - budget.mark).toBe(3_600_000)
  })

  it('forgets the count a while after the last lock ends', () => {
    const locked = reserveTimes(policy, null, 0, 5).budget
    const after = reserveBudget(policy, locked, 30_000 + policy.forgetMs)
    expect(after).toMatchObject({ count: 1, mark: 0, granted: true })
  })
})
