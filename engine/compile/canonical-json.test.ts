import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalJson } from './canonical-json'

function shuffleKeys(value: unknown, random: () => number): unknown {
  if (Array.isArray(value)) return value.map((item) => shuffleKeys(item, random))
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value as Record<string, unknown>)
  entries.sort(() => random() - 0.5)
  return Object.fromEntries(entries.map(([key, item]) => [key, shuffleKeys(item, random)]))
}

describe('canonicalJson', () => {
  it('sorts keys at every depth, omits undefined and keeps array order', () => {
    expect(
      canonicalJson({ b: 1, a: { d: [3, { z: 1, y: undefined, x: 'é' }], c: null }, u: undefined }),
    ).toBe('{"a":{"c":null,"d":[3,{"x":"é","z":1}]},"b":1}')
  })

  it('copies only what is out of order and never mutates its input', () => {
    const input = { a: 1, b: { d: 1, c: [{ f: 1, e: 2 }] }, z: { y: 1 } }
    const before = JSON.stringify(input)
    expect(canonicalJson(input)).toBe('{"a":1,"b":{"c":[{"e":2,"f":1}],"d":1},"z":{"y":1}}')
    expect(JSON.stringify(input)).toBe(before)
  })

  it('sorts integer-like keys as text too (the portable path)', () => {
    expect(canonicalJson({ 10: 'a', 9: 'b', x: [{ 2: true, 1: false }] })).toBe(
      '{"10":"a","9":"b","x":[{"1":false,"2":true}]}',
    )
  })

  it('keeps a "__proto__" member when it reorders an object (found by the property below)', () => {
    const value = JSON.parse('{"__proto__":null,"":{"b":1,"a":2}}')
    expect(canonicalJson(value)).toBe('{"":{"a":2,"b":1},"__proto__":null}')
    expect(canonicalJson(JSON.parse('{"z":1,"__proto__":{"y":1,"x":2}}'))).toBe(
      '{"__proto__":{"x":2,"y":1},"z":1}',
    )
  })

  it('refuses non-finite numbers instead of writing null silently', () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(
      'canonicalJson: cannot encode the number NaN',
    )
  })

  it('is independent of key order and parses back to an equal value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer(), (value, seed) => {
        let state = seed
        const random = () => {
          state = (state * 1103515245 + 12345) % 2147483648
          return state / 2147483648
        }
        const canonical = canonicalJson(value)
        expect(canonicalJson(shuffleKeys(value, random))).toBe(canonical)
        expect(JSON.parse(canonical)).toEqual(JSON.parse(JSON.stringify(value)))
      }),
    )
  })
})
