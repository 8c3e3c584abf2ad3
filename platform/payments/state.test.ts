import { describe, expect, it } from 'vitest'
import { isFinished, nextStatus, PAYMENT_STATUSES, type PaymentEvent } from './state'

const EVENTS: PaymentEvent[] = ['approve', 'decline', 'cancel']

describe('payment state machine', () => {
  it('moves only from pending, once', () => {
    expect(nextStatus('pending', 'approve')).toBe('paid')
    expect(nextStatus('pending', 'decline')).toBe('failed')
    expect(nextStatus('pending', 'cancel')).toBe('cancelled')
    for (const status of PAYMENT_STATUSES.filter((s) => s !== 'pending')) {
      expect(isFinished(status)).toBe(true)
      for (const event of EVENTS) expect(nextStatus(status, event)).toBeNull()
    }
    expect(isFinished('pending')).toBe(false)
  })
})
