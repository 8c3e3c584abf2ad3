import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readLinksSettings } from './settings'
import {
  createTokenCipher,
  deriveTokenKey,
  isSealed,
  parseTokenKeys,
  type TokenKey,
} from './token-cipher'

const keyOf = (id: string, fill: number): TokenKey => ({ id, key: Buffer.alloc(32, fill) })
const PURPOSE = 'platform_links'

describe('the token cipher', () => {
  const cipher = createTokenCipher([keyOf('a', 1)], PURPOSE)

  it('round-trips a token as one versioned value with a fresh IV each time', () => {
    const token = 'ya29.a0AfB_byC-token/with+odd=chars'
    const sealed = cipher.seal(token)
    expect(sealed).toMatch(/^v1:a:[\w-]{16}:[\w-]{22}:[\w-]+$/)
    expect(sealed).not.toContain(token)
    expect(isSealed(sealed)).toBe(true)
    expect(cipher.open(sealed)).toBe(token)
    expect(cipher.seal(token)).not.toBe(sealed)
    expect(cipher.open(cipher.seal(''))).toBe('')
  })

  it('refuses a tampered value: body, tag, IV, key id or shape', () => {
    const sealed = cipher.seal('secret-token')
    const parts = sealed.split(':')
    const flip = (text: string) => `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`
    for (const index of [2, 3, 4]) {
      const tampered = parts.map((part, i) => (i === index ? flip(part) : part)).join(':')
      expect(() => cipher.open(tampered)).toThrow(/refused|not a sealed/)
    }
    expect(() => cipher.open(sealed.replace('v1:a:', 'v1:b:'))).toThrow(/unknown token key b/)
    expect(() => cipher.open('secret-token')).toThrow(/not a sealed token/)
    expect(() => cipher.open(`${sealed}:x`)).toThrow(/not a sealed token/)
    // Another purpose's value is refused even under the same key.
    expect(() => createTokenCipher([keyOf('a', 1)], 'other').open(sealed)).toThrow(/refused/)
  })

  it('refuses a value under a wrong key with the same id', () => {
    const sealed = cipher.seal('secret-token')
    expect(() => createTokenCipher([keyOf('a', 2)], PURPOSE).open(sealed)).toThrow(
      /token refused by key a/,
    )
  })

  it('rotates: the first key seals, every key opens by the id in the value', () => {
    const old = cipher.seal('old-token')
    const rotated = createTokenCipher([keyOf('b', 2), keyOf('a', 1)], PURPOSE)
    expect(rotated.open(old)).toBe('old-token')
    const fresh = rotated.seal('new-token')
    expect(fresh.startsWith('v1:b:')).toBe(true)
    expect(() => cipher.open(fresh)).toThrow(/unknown token key b/)
    // Once "a" is dropped its values no longer open.
    expect(() => createTokenCipher([keyOf('b', 2)], PURPOSE).open(old)).toThrow(/unknown/)
  })

  it('derives a fallback key from the secret, distinct per label', () => {
    const one = deriveTokenKey('s'.repeat(43), 'label-one')
    expect(one.id).toBe('server')
    expect(one.key).toHaveLength(32)
    expect(deriveTokenKey('s'.repeat(43), 'label-one').key.equals(one.key)).toBe(true)
    expect(deriveTokenKey('s'.repeat(43), 'label-two').key.equals(one.key)).toBe(false)
    expect(deriveTokenKey('t'.repeat(43), 'label-one').key.equals(one.key)).toBe(false)
  })

  it('reads configured keys and names what is wrong', () => {
    const a = randomBytes(32)
    const b = randomBytes(32)
    const keys = parseTokenKeys(` k2:${b.toString('base64url')}, k1:${a.toString('base64')} `)
    expect(keys).toEqual([
      { id: 'k2', key: b },
      { id: 'k1', key: a },
    ])
    expect(parseTokenKeys('')).toEqual([])
    expect(parseTokenKeys(`k1:${randomBytes(16).toString('base64url')}`)).toMatch(/32 bytes/)
    expect(parseTokenKeys(`k1:${a.toString('base64url')},k1:${a.toString('base64url')}`)).toMatch(
      /twice/,
    )
    expect(parseTokenKeys(`server:${a.toString('base64url')}`)).toMatch(/reserved/)
    expect(parseTokenKeys(a.toString('base64url'))).toMatch(/expected/)
    expect(() => createTokenCipher([], PURPOSE)).toThrow(/no token key/)
  })

  it('comes from TALELOOM_LINK_TOKEN_KEYS, a bad list refusing to start', () => {
    const key = randomBytes(32)
    expect(readLinksSettings({}).tokenKeys).toEqual([])
    expect(
      readLinksSettings({ TALELOOM_LINK_TOKEN_KEYS: `k1:${key.toString('base64')}` }).tokenKeys,
    ).toEqual([{ id: 'k1', key }])
    expect(() => readLinksSettings({ TALELOOM_LINK_TOKEN_KEYS: 'k1:short' })).toThrow(
      /Invalid configuration:\n {2}TALELOOM_LINK_TOKEN_KEYS: "k1": the key must be 32 bytes/,
    )
  })
})
