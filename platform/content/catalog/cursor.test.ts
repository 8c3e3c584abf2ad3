import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor } from './cursor'

describe('the all-story cursor', () => {
  it('round-trips the publish time and oid', () => {
    const at = new Date('2030-01-01T12:34:56.789Z')
    const oid = 'a1'.repeat(12)
    expect(decodeCursor(encodeCursor(at, oid))).toEqual([at, oid])
  })

  it('refuses what it did not make', () => {
    const invalid = expect.objectContaining({ code: 'CURSOR_INVALID' })
    expect(() => decodeCursor('nonsense')).toThrow(invalid)
    expect(() => decodeCursor(Buffer.from('2030-01-01|xyz').toString('base64url'))).toThrow(invalid)
    expect(() =>
      decodeCursor(Buffer.from(`later|${'a'.repeat(24)}`).toString('base64url')),
    ).toThrow(invalid)
  })
})
