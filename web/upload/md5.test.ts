import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMd5, md5Hex } from './md5'

describe('md5Hex', () => {
  it('gives the RFC 1321 test vectors', () => {
    const text = (value: string) => md5Hex(new TextEncoder().encode(value))
    expect(text('')).toBe('d41d8cd98f00b204e9800998ecf8427e')
    expect(text('abc')).toBe('900150983cd24fb0d6963f7d28e17f72')
    expect(text('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0')
    expect(text('1234567890'.repeat(8))).toBe('57edf4a22be3c955ac49da2e2107b67a')
  })

  it('agrees with node:crypto for any bytes, however they are split', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(300), (bytes, cut) => {
        const at = Math.min(cut, bytes.length)
        const pieces = createMd5().update(bytes.subarray(0, at)).update(bytes.subarray(at)).hex()
        const expected = createHash('md5').update(bytes).digest('hex')
        expect(md5Hex(bytes)).toBe(expected)
        expect(pieces).toBe(expected)
      }),
      { numRuns: 300 },
    )
  })
})
