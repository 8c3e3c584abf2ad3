/** One-touch charges keyed by an idempotency key: exactly once under retries and crashes. */
export { confirmOneTouch, type OneTouchConfirm, resumeStaleOneTouch } from './charge'
export { IDEMPOTENCY_KEY, LEASE_MS, planRepeat } from './plan'
