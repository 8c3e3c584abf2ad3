import { describe, expect, it } from 'vitest'
import { period } from './period'

const now = new Date('2026-03-31T00:00:00Z')

describe('period', () => {
  it('defaults to the 30 days before now', () => {
    expect(period(now, {})).toEqual({ from: new Date('2026-03-01T00:00:00Z'), to: now })
  })

  it('counts the default 30 days back from a given end', () => {
    const to = new Date('2026-02-01T00:00:00Z')
    expect(period(now, { to }).from).toEqual(new Date('2026-01-02T00:00:00Z'))
  })

  it('refuses an empty or reversed period, and one longer than a year', () => {
    const invalid = expect.objectContaining({ code: 'INVALID_PERIOD' })
    expect(() => period(now, { from: now, to: now })).toThrow(invalid)
    expect(() => period(now, { from: new Date('2025-03-01T00:00:00Z') })).toThrow(invalid)
    expect(period(now, { from: new Date('2025-03-31T00:00:00Z') }).from).toEqual(
      new Date('2025-03-31T00:00:00Z'),
    )
  })
})
