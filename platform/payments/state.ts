/**
 * The payment state machine, pure. A payment starts pending and ends once: paid, failed
 * or cancelled. Only pending moves; every other event on a finished payment is a no-op
 * the caller reports, never a second transition (that is what makes crediting once-only
 * together with the ledger's idempotency key). The one exception lives in store.ts
 * (`UNKNOWN_OUTCOME`): a start whose provider answer was lost may still become paid.
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export type PaymentEvent = 'approve' | 'decline' | 'cancel'

const TARGET: Record<PaymentEvent, PaymentStatus> = {
  approve: 'paid',
  decline: 'failed',
  cancel: 'cancelled',
}

/** The next status, or null when the event does not apply (already finished). */
export function nextStatus(status: PaymentStatus, event: PaymentEvent): PaymentStatus | null {
  return status === 'pending' ? TARGET[event] : null
}

export function isFinished(status: PaymentStatus): boolean {
  return status !== 'pending'
}
