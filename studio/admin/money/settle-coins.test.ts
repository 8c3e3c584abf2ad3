import { describe, expect, it } from 'vitest'
import type { ReconciliationRow } from '../../../platform/payments/reconcile/contract'
import { suggestedCoins } from './settle-coins'

const row = (overrides: Partial<ReconciliationRow>): ReconciliationRow => ({
  id: 'a',
  provider: 'stripe',
  verdict: 'matched',
  paymentOid: 'a',
  userOid: null,
  providerRef: null,
  ourStatus: 'paid',
  currency: 'USD',
  ourAmount: 1000,
  theirAmount: 1000,
  coins: 100,
  createdAt: '2027-01-03T00:00:00.000Z',
  settledBy: null,
  ...overrides,
})

describe('suggestedCoins', () => {
  it('suggests the payment’s coins in, out, or the share of the difference', () => {
    expect(suggestedCoins(row({ verdict: 'missing_ours', ourAmount: null }))).toBe(100)
    expect(suggestedCoins(row({ verdict: 'missing_theirs', theirAmount: null }))).toBe(-100)
    expect(suggestedCoins(row({ verdict: 'amount_mismatch', theirAmount: 1500 }))).toBe(50)
    expect(suggestedCoins(row({ verdict: 'amount_mismatch', theirAmount: 750 }))).toBe(-25)
    expect(suggestedCoins(row({}))).toBe(0)
  })
})
