/**
 * The attempt budgets' rules, pure: what one reservation does to a key's budget, and what
 * the caller is answered. The stores (database-store.ts, redis-store.ts) apply `reserveBudget`
 * atomically, each in one statement or script that mirrors it; their tests check them
 * against it.
 *
 * A reservation is taken before the work it pays for (a password hash, a TOTP check, a
 * message stored), so concurrent attempts cannot all pass one check and then all count.
 */

/** At most `limit` reservations per fixed window of `windowMs`, from the first one. */
export interface WindowPolicy {
  kind: 'window'
  limit: number
  windowMs: number
}

/**
 * A token bucket (kept as its theoretical arrival time, GCRA): one reservation per
 * `intervalMs` on average, up to `burst` at once.
 */
export interface BucketPolicy {
  kind: 'bucket'
  burst: number
  intervalMs: number
}

/**
 * `free` reservations, the last of which starts a lock of `firstLockMs`; each reservation
 * after a lock doubles it, up to `maxLockMs`. Nothing is granted while locked. The count is
 * forgotten `forgetMs` after the last lock ends (or the last reservation).
 */
export interface LockoutPolicy {
  kind: 'lockout'
  free: number
  firstLockMs: number
  maxLockMs: number
  forgetMs: number
}

export type LimitPolicy = WindowPolicy | BucketPolicy | LockoutPolicy

/**
 * What a store keeps per key (times in ms since the epoch). `mark`: the window's start, the
 * bucket's arrival time, or the end of the lock (0 for none). `count`: reservations in the
 * window (at most `limit + 1`) or since the lockout began, or the bucket's tokens in use (or
 * `burst + 1` when refused). `granted`: whether the latest reservation was granted.
 * `expiresAt`: from then on the budget is as good as absent, and may be swept.
 */
export interface Budget {
  count: number
  mark: number
  granted: boolean
  expiresAt: number
}

export interface Reservation {
  granted: boolean
  /** How long until a reservation can be granted again; 0 when granted. */
  retryAfterMs: number
}

const live = (budget: Budget | null, now: number) =>
  budget && budget.expiresAt > now ? budget : null

/** The budget after one reservation at `now` (the stores compute the same, atomically). */
export function reserveBudget(policy: LimitPolicy, before: Budget | null, now: number): Budget {
  const budget = live(before, now)
  switch (policy.kind) {
    case 'window': {
      if (!budget)
        return { count: 1, mark: now, granted: 1 <= policy.limit, expiresAt: now + policy.windowMs }
      const count = Math.min(budget.count + 1, policy.limit + 1)
      return { ...budget, count, granted: count <= policy.limit }
    }
    case 'bucket': {
      const next = Math.max(budget?.mark ?? now, now) + policy.intervalMs
      const granted = next - now <= policy.burst * policy.intervalMs
      if (!granted)
        return {
          count: policy.burst + 1,
          mark: budget?.mark ?? now,
          granted,
          expiresAt: budget?.expiresAt ?? now,
        }
      return {
        count: Math.ceil((next - now) / policy.intervalMs),
        mark: next,
        granted,
        expiresAt: next,
      }
    }
    case 'lockout': {
      if (budget && budget.mark > now) return { ...budget, granted: false }
      const count = (budget?.count ?? 0) + 1
      const mark = count >= policy.free ? now + lockMs(policy, count) : 0
      return { count, mark, granted: true, expiresAt: Math.max(mark, now) + policy.forgetMs }
    }
  }
}

/** The lock that the `count`th reservation starts. */
export function lockMs(policy: LockoutPolicy, count: number): number {
  return Math.min(policy.firstLockMs * 2 ** (count - policy.free), policy.maxLockMs)
}

/** The answer for a budget just reserved. */
export function verdict(policy: LimitPolicy, after: Budget, now: number): Reservation {
  if (after.granted) return { granted: true, retryAfterMs: 0 }
  switch (policy.kind) {
    case 'window':
      return { granted: false, retryAfterMs: after.mark + policy.windowMs - now }
    case 'bucket':
      return {
        granted: false,
        retryAfterMs: after.mark + policy.intervalMs - policy.burst * policy.intervalMs - now,
      }
    case 'lockout':
      return { granted: false, retryAfterMs: after.mark - now }
  }
}

/**
 * One granted reservation of a window given back (the attempt it paid for was no failure);
 * the budget is unchanged once its window has ended.
 */
export function releaseBudget(
  policy: WindowPolicy,
  before: Budget | null,
  now: number,
): Budget | null {
  const budget = live(before, now)
  if (!budget) return before
  return { ...budget, count: Math.max(Math.min(budget.count, policy.limit) - 1, 0) }
}

/** `Retry-After`'s whole seconds for a refusal (at least 1). */
export const retryAfterSeconds = (reservation: Reservation) =>
  Math.max(1, Math.ceil(reservation.retryAfterMs / 1000))
