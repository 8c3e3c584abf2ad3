import { describe, expect, it } from 'vitest'
import { attemptFor, closesAttempt, oneTouchCurrency } from './one-touch-flow'

const card = 'a'.repeat(24)
let counter = 0
const fresh = () => `key-${++counter}`

describe('one-touch attempts', () => {
  it('keeps the key for the same purchase and makes a new one for another', () => {
    const first = attemptFor(null, { cardOid: card, coins: 300, currency: 'USD' }, fresh)
    expect(attemptFor(first, { cardOid: card, coins: 300, currency: 'USD' }, fresh)).toBe(first)
    expect(attemptFor(first, { cardOid: card, coins: 500, currency: 'USD' }, fresh).key).not.toBe(
      first.key,
    )
    expect(attemptFor(first, { cardOid: card, coins: 300, currency: 'JPY' }, fresh).key).not.toBe(
      first.key,
    )
  })

  it('closes on a final answer only', () => {
    expect(closesAttempt({ status: 'paid' })).toBe(true)
    expect(closesAttempt({ status: 'failed' })).toBe(true)
    expect(closesAttempt({ status: 'pending' })).toBe(false)
    expect(closesAttempt({ error: { status: 0 } })).toBe(false)
    expect(closesAttempt({ error: { status: 502 } })).toBe(false)
    expect(closesAttempt({ error: { status: 429 } })).toBe(false)
    expect(closesAttempt({ error: { status: 400 } })).toBe(true)
  })

  it('never offers KRW', () => {
    expect(oneTouchCurrency('KRW')).toBe('USD')
    expect(oneTouchCurrency('JPY')).toBe('JPY')
    expect(oneTouchCurrency(undefined)).toBe('USD')
  })
})
