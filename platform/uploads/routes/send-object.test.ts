import { describe, expect, it } from 'vitest'
import { matchesEtag, parseRange, resolveRange } from './send-object'

describe('byte ranges', () => {
  const range = (header: string, size: number) => {
    const asked = parseRange(header)
    return asked ? resolveRange(asked, size) : null
  }
  it('asks for no range without a header, or with one we do not serve', () => {
    expect(parseRange(undefined)).toBeNull()
    expect(parseRange('bytes=-')).toBeNull()
    expect(parseRange('bytes=0-1,4-5')).toBeNull()
    expect(parseRange('items=0-1')).toBeNull()
  })
  it('takes a first and last byte, an open end, or a suffix', () => {
    expect(range('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
    expect(range('bytes=90-200', 100)).toEqual({ start: 90, end: 99 })
    expect(range('bytes=10-', 100)).toEqual({ start: 10, end: 99 })
    expect(range('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
    expect(range('bytes=-500', 100)).toEqual({ start: 0, end: 99 })
  })
  it('is unsatisfiable past the end or backwards', () => {
    expect(range('bytes=100-', 100)).toBe('unsatisfiable')
    expect(range('bytes=9-3', 100)).toBe('unsatisfiable')
    expect(range('bytes=-5', 0)).toBe('unsatisfiable')
  })
})

describe('matchesEtag', () => {
  it('matches a strong or weak tag in a list', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true)
    expect(matchesEtag('"a"', '"a"')).toBe(true)
    expect(matchesEtag('"a"', '"b"')).toBe(false)
    expect(matchesEtag(undefined, '"b"')).toBe(false)
  })
})
