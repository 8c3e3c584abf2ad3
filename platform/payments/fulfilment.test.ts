import { expect, it } from 'vitest'
import { outcomeMatches } from './fulfilment'

it("takes a provider's paid only for our amount in our currency", () => {
  const payment = { amount: 1100, currency: 'KRW' } as const
  expect(outcomeMatches(payment, { amount: 1100, currency: 'KRW' })).toBe(true)
  expect(outcomeMatches(payment, { amount: 1000, currency: 'KRW' })).toBe(false)
  expect(outcomeMatches(payment, { amount: 1100, currency: 'USD' })).toBe(false)
})
