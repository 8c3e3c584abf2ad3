/**
 * What a repeated one-touch confirm does (pure): the same idempotency key of one user is
 * the same payment, so a retry or a double click never starts a second charge.
 */
import { UNKNOWN_OUTCOME } from '../store'

/** What the request asked: a key reused for another purchase is refused. */
export interface OneTouchAsk {
  cardOid: string
  coins: number
  currency: string
}

export type RepeatPlan =
  /** The key was used for another card, package or currency. */
  | { action: 'conflict' }
  /** The payment is final: answer it as it is (delivered if paid). */
  | { action: 'answer' }
  /** Another request is charging it now: answer it pending, the client reads it later. */
  | { action: 'wait' }
  /** Its charge was interrupted (a crash, a lost answer): ask the provider again. */
  | { action: 'resume' }

export function planRepeat(input: {
  stored: OneTouchAsk & { leaseUntil: Date }
  asked: OneTouchAsk
  payment: { status: string; failureReason: string | null }
  now: Date
}): RepeatPlan {
  const { stored, asked, payment, now } = input
  if (
    stored.cardOid !== asked.cardOid ||
    stored.coins !== asked.coins ||
    stored.currency !== asked.currency
  )
    return { action: 'conflict' }
  const open =
    payment.status === 'pending' ||
    (payment.status === 'failed' && payment.failureReason === UNKNOWN_OUTCOME)
  if (!open) return { action: 'answer' }
  return stored.leaseUntil.getTime() > now.getTime() ? { action: 'wait' } : { action: 'resume' }
}

/** An idempotency key: what a client generates per purchase (a UUID fits). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/

/** How long a charge belongs to the request that started it before another may resume it. */
export const LEASE_MS = 30_000

/** Stripe keeps an idempotency key's answer a day: later, a resume could charge again. */
export const RESUME_WINDOW_MS = 23 * 60 * 60_000
