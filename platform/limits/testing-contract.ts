/**
 * What every limit store must do, as tests run it on each backend: agree with the pure
 * rules call by call (against `memoryLimitStore`), and count concurrent reservations one by
 * one. Imported by the stores' store tests only.
 */
import { expect, it } from 'vitest'
import type { BucketPolicy, LimitPolicy, LockoutPolicy, WindowPolicy } from './policy'
import type { LimitStore } from './store'
import { memoryLimitStore, seededRandom } from './testing'

export const WINDOW: WindowPolicy = { kind: 'window', limit: 5, windowMs: 60_000 }
export const BUCKET: BucketPolicy = { kind: 'bucket', burst: 5, intervalMs: 1_000 }
export const LOCKOUT: LockoutPolicy = {
  kind: 'lockout',
  free: 5,
  firstLockMs: 30_000,
  maxLockMs: 3_600_000,
  forgetMs: 86_400_000,
}
const POLICIES: LimitPolicy[] = [WINDOW, BUCKET, LOCKOUT]

/** Registers the contract's tests; `store()` is the backend under test, opened by the caller. */
export function limitStoreContract(store: () => LimitStore, unique: () => string) {
  for (const policy of POLICIES) {
    it(`answers every ${policy.kind} reservation as the pure rules do`, async () => {
      const reference = memoryLimitStore()
      const random = seededRandom(policy.kind.length * 7919)
      const keys = [unique(), unique(), unique()]
      let now = Date.UTC(2026, 3, 1, 9)
      const answers: unknown[] = []
      const expected: unknown[] = []
      for (let step = 0; step < 150; step += 1) {
        const roll = random()
        // Mostly calls at once, some within the policy's period, a few past several of them.
        const period =
          policy.kind === 'window'
            ? policy.windowMs
            : policy.kind === 'bucket'
              ? policy.intervalMs
              : policy.firstLockMs
        now += Math.floor(roll < 0.6 ? 0 : roll < 0.9 ? random() * period : random() * 5 * period)
        const key = keys[Math.floor(random() * keys.length)]!
        const action = random()
        if (action < 0.08) {
          await Promise.all([store().reset(key), reference.reset(key)])
        } else if (action < 0.2 && policy.kind === 'window') {
          await Promise.all([
            store().release(key, policy, now),
            reference.release(key, policy, now),
          ])
        } else {
          answers.push(await store().reserve(key, policy, now))
          expected.push(await reference.reserve(key, policy, now))
        }
      }
      expect(answers).toEqual(expected)
      // Some of each: the sequence is not all grants or all refusals.
      const granted = answers.filter((answer) => (answer as { granted: boolean }).granted).length
      expect(granted).toBeGreaterThan(0)
      expect(granted).toBeLessThan(answers.length)
    })

    it(`grants exactly its budget to 40 concurrent ${policy.kind} reservations`, async () => {
      const key = unique()
      const now = Date.UTC(2026, 3, 1, 10)
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => store().reserve(key, policy, now)),
      )
      expect(answers.filter((answer) => answer.granted)).toHaveLength(5)
      expect(answers.filter((answer) => !answer.granted)).toHaveLength(35)
      expect(answers.every((answer) => answer.granted || answer.retryAfterMs > 0)).toBe(true)
    })
  }

  it('gives a released reservation back and forgets a reset budget', async () => {
    const key = unique()
    const now = Date.UTC(2026, 3, 1, 11)
    for (let index = 0; index < 5; index += 1) await store().reserve(key, WINDOW, now)
    expect((await store().reserve(key, WINDOW, now)).granted).toBe(false)
    await store().release(key, WINDOW, now)
    expect((await store().reserve(key, WINDOW, now)).granted).toBe(true)
    expect((await store().reserve(key, WINDOW, now)).granted).toBe(false)
    await store().reset(key)
    expect((await store().reserve(key, WINDOW, now)).granted).toBe(true)
  })

  it('forgets a lockout a while after its lock ends', async () => {
    const key = unique()
    const now = Date.UTC(2026, 3, 1, 12)
    for (let index = 0; index < 5; index += 1) await store().reserve(key, LOCKOUT, now)
    expect(await store().reserve(key, LOCKOUT, now + 1_000)).toEqual({
      granted: false,
      retryAfterMs: 29_000,
    })
    const forgotten = now + LOCKOUT.firstLockMs + LOCKOUT.forgetMs
    // Five more free attempts: the count began anew.
    for (let index = 0; index < 5; index += 1)
      expect((await store().reserve(key, LOCKOUT, forgotten)).granted).toBe(true)
    expect((await store().reserve(key, LOCKOUT, forgotten)).granted).toBe(false)
  })
}
