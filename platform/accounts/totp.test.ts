import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, hotp, matchTotp, timeStep, totpAt } from './totp'

// RFC 6238 Appendix B, SHA-1 rows: the seed is the ASCII string "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'))
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('totp', () => {
  it.each(RFC_VECTORS)('matches the RFC 6238 vector at T=%i', (seconds, expected) => {
    expect(totpAt(RFC_SECRET, new Date(seconds * 1000), 8)).toBe(expected)
    // Six digits are the same value modulo 10^6.
    expect(totpAt(RFC_SECRET, new Date(seconds * 1000))).toBe(expected.slice(2))
  })

  it('matches the RFC 4226 HOTP vectors', () => {
    const key = Buffer.from('12345678901234567890')
    expect([0, 1, 2, 9].map((counter) => hotp(key, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ])
  })

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 17])
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes)
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI')
  })

  it('accepts one step of drift either way, not two', () => {
    const now = new Date(1_700_000_000_000)
    const step = timeStep(now)
    const at = (delta: number) => totpAt(RFC_SECRET, new Date((step + delta) * 30_000))
    expect(matchTotp(RFC_SECRET, at(0), now)).toBe(step)
    expect(matchTotp(RFC_SECRET, at(-1), now)).toBe(step - 1)
    expect(matchTotp(RFC_SECRET, at(1), now)).toBe(step + 1)
    expect(matchTotp(RFC_SECRET, at(2), now)).toBeNull()
    expect(matchTotp(RFC_SECRET, '12345', now)).toBeNull()
  })
})
