/**
 * A limit store in one process's memory, applying the pure rules as they are: the reference
 * the stores are tested against, and the store of unit tests that build an app of their own.
 */
import { type Budget, releaseBudget, reserveBudget, verdict } from './policy'
import type { LimitStore } from './store'

export function memoryLimitStore(clock: { now(): Date } = { now: () => new Date() }): LimitStore {
  const budgets = new Map<string, Budget>()
  const now = (at?: number) => at ?? clock.now().getTime()
  return {
    kind: 'memory',
    async reserve(key, policy, at) {
      const time = now(at)
      const after = reserveBudget(policy, budgets.get(key) ?? null, time)
      budgets.set(key, after)
      return verdict(policy, after, time)
    },
    async release(key, policy, at) {
      const after = releaseBudget(policy, budgets.get(key) ?? null, now(at))
      if (after) budgets.set(key, after)
    },
    async reset(key) {
      budgets.delete(key)
    },
    async sweep(at) {
      let swept = 0
      for (const [key, budget] of budgets)
        if (budget.expiresAt <= now(at)) {
          budgets.delete(key)
          swept += 1
        }
      return swept
    },
    async close() {},
  }
}

/** A deterministic stream of numbers in [0, 1) (mulberry32), for operation sequences. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
