import { describe, expect, it } from 'vitest'
import { outcomeOf } from './result'
import { notificationSignatureValid, signNotification } from './signature'

const result = (status: string, extra: { age?: number; result?: boolean } = {}) => ({
  id: 's',
  status,
  method: 'AGE_ESTIMATION',
  age: extra.age ?? null,
  result: extra.result ?? null,
})

describe("a Yoti session's outcome", () => {
  it('verifies only a complete session whose check held', () => {
    expect(outcomeOf(result('COMPLETE'), 18)).toBe('verified')
    expect(outcomeOf(result('COMPLETE', { age: 18 }), 18)).toBe('verified')
    expect(outcomeOf(result('COMPLETE', { age: 17 }), 18)).toBe('not_adult')
    expect(outcomeOf(result('COMPLETE', { result: false }), 18)).toBe('not_adult')
    expect(outcomeOf(result('FAIL'), 18)).toBe('not_adult')
  })

  it('ends expired sessions and keeps open ones waiting', () => {
    expect(outcomeOf(result('EXPIRED'), 18)).toBe('expired')
    expect(outcomeOf(result('CANCELLED'), 18)).toBe('expired')
    expect(outcomeOf(result('PENDING'), 18)).toBe('sent')
    expect(outcomeOf(result('IN_PROGRESS'), 18)).toBe('sent')
    expect(outcomeOf(result('SOMETHING_NEW'), 18)).toBe('sent')
  })
})

describe("a notification's signature", () => {
  const now = new Date('2026-05-04T10:00:00Z')
  const payload = () => {
    const body: Record<string, unknown> = {
      session_key: 'abc',
      state: 'COMPLETE',
      result: true,
      sequence_number: 1,
      timestamp: now.getTime() / 1000,
    }
    body.signature = signNotification(body, 'secret')
    return body
  }

  it('holds for the fields as signed, in any key order', () => {
    const body = payload()
    const reordered = Object.fromEntries(Object.entries(body).reverse())
    expect(notificationSignatureValid(reordered, 'secret', now)).toBe(true)
  })

  it('fails for another secret, a changed field, a missing signature or an old timestamp', () => {
    expect(notificationSignatureValid(payload(), 'other', now)).toBe(false)
    expect(notificationSignatureValid({ ...payload(), result: false }, 'secret', now)).toBe(false)
    expect(notificationSignatureValid({ ...payload(), signature: 1 }, 'secret', now)).toBe(false)
    const later = new Date(now.getTime() + 11 * 60_000)
    expect(notificationSignatureValid(payload(), 'secret', later)).toBe(false)
  })
})
