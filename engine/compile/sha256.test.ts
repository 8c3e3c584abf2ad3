import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sha256Hex } from './sha256'

const reference = (input: string | Uint8Array) => createHash('sha256').update(input).digest('hex')

describe('sha256Hex', () => {
  it('matches the FIPS 180-4 test vectors', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    )
  })

  it('agrees with node:crypto at every padding boundary', () => {
    for (let length = 50; length <= 130; length++) {
      expect(sha256Hex('x'.repeat(length))).toBe(reference('x'.repeat(length)))
    }
  })

  it('agrees with node:crypto across its internal 16K-character slices', () => {
    for (const text of [
      `${'a'.repeat(16_383)}🙂${'b'.repeat(20_000)}`,
      `${'é'.repeat(16_384)}${'가'.repeat(16_385)}`,
      `${'a'.repeat(16_383)}\ud800${'c'.repeat(10)}`,
    ]) {
      expect(sha256Hex(text)).toBe(reference(text))
    }
    const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 31) & 0xff)
    expect(sha256Hex(bytes)).toBe(reference(bytes))
  })

  it('agrees with node:crypto on any Unicode string and any bytes (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => sha256Hex(text) === reference(text)),
    )
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 300 }),
        (bytes) => sha256Hex(bytes) === reference(bytes),
      ),
    )
  })
})
