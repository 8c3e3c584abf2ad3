import { createHash } from 'node:crypto'
import type { LimitPolicy, Reservation, WindowPolicy } from './policy'

/**
 * The attempt budgets every rate limit and attempt counter keeps, shared by every server
 * instance: the database (the default) or Redis (`REDIS_URL`). Each call is one atomic
 * statement or script, so concurrent reservations on any instance are counted one by one.
 * `at` (ms) overrides the store's clock for one call.
 */
export interface LimitStore {
  readonly kind: 'database' | 'redis' | 'memory'
  /** Takes one reservation of the key's budget before the work it pays for. */
  reserve(key: string, policy: LimitPolicy, at?: number): Promise<Reservation>
  /** Gives one granted reservation of a window back: the attempt was no failure. */
  release(key: string, policy: WindowPolicy, at?: number): Promise<void>
  /** Forgets the key's budget (a success that ends a lockout, a new code). */
  reset(key: string): Promise<void>
  /** Deletes the budgets that have run out; answers how many (Redis expires its own: 0). */
  sweep(at?: number): Promise<number>
  close(): Promise<void>
}

/**
 * What a key is stored as: a hash, so no e-mail or client address is kept in clear, and
 * every key has one length.
 */
export const storedKey = (key: string) =>
  createHash('sha256').update(key).digest('base64url').slice(0, 32)
