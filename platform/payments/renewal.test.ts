import { expect, it } from 'vitest'
import { renewalResult } from './renewal'

it("answers a renewal paid or failed with the payment's reason", () => {
  expect(renewalResult({ oid: 'p', status: 'paid', failureReason: null })).toEqual({
    status: 'paid',
    paymentOid: 'p',
  })
  expect(renewalResult({ oid: 'p', status: 'failed', failureReason: 'declined' })).toEqual({
    status: 'failed',
    paymentOid: 'p',
    reason: 'declined',
  })
  expect(renewalResult({ oid: 'p', status: 'cancelled', failureReason: null })).toEqual({
    status: 'failed',
    paymentOid: 'p',
    reason: 'failed',
  })
})
