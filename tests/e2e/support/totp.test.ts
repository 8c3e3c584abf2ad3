import { describe, expect, it } from 'vitest'
import { decodeBase32, totp, totpFromKey } from './totp'

// The test helper that plays the authenticator app must itself be right: RFC 6238 appendix B.
describe('totp (RFC 6238 test vectors)', () => {
  const key = Buffer.from('12345678901234567890')
  const vectors: Array<[number, string]> = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
  ]
  for (const [seconds, expected] of vectors) {
    it(`SHA-1 at T=${seconds}`, () => {
      expect(totpFromKey(key, { timeMs: seconds * 1000, digits: 8 })).toBe(expected)
    })
  }

  it('reads base32 secrets', () => {
    expect(decodeBase32('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890')
    expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', { timeMs: 59_000 })).toBe('287082')
  })
})
