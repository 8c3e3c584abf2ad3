import { describe, expect, it } from 'vitest'
import { monthStart, nextMonthStart, secondsByDay, secondsWithin } from './usage'

const at = (iso: string) => new Date(iso)

describe('stream time', () => {
  it('cuts a stream at the month boundary (UTC)', () => {
    const span = { startedAt: at('2026-01-31T23:00:00Z'), endedAt: at('2026-02-01T01:30:00Z') }
    const now = at('2026-02-10T00:00:00Z')
    const feb = monthStart(now)
    expect(feb.toISOString()).toBe('2026-02-01T00:00:00.000Z')
    expect(nextMonthStart(at('2026-12-15T00:00:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    )
    expect(secondsWithin(span, feb, nextMonthStart(now), now)).toBe(5400)
    expect(secondsWithin(span, at('2026-01-01T00:00:00Z'), feb, now)).toBe(3600)
  })

  it('counts a stream on air until now, and splits by day', () => {
    const spans = [
      { startedAt: at('2026-03-01T22:00:00Z'), endedAt: null },
      { startedAt: at('2026-03-01T10:00:00Z'), endedAt: at('2026-03-01T10:00:30Z') },
    ]
    const now = at('2026-03-02T01:00:00Z')
    const days = secondsByDay(spans, '2026-03-01', '2026-03-04', now)
    expect([...days]).toEqual([
      ['2026-03-01', 7230],
      ['2026-03-02', 3600],
      ['2026-03-03', 0],
    ])
  })
})
