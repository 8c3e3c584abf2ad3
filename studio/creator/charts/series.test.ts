import { describe, expect, it } from 'vitest'
import { countryTotals, daySeconds, fillDays } from './series'

describe('chart series', () => {
  it('fills the days without activity with zeros, in order', () => {
    const rows = [{ day: '2026-11-03', views: 4 }]
    const filled = fillDays(rows, '2026-11-01', '2026-11-04', (day) => ({ day, views: 0 }))
    expect(filled).toEqual([
      { day: '2026-11-01', views: 0 },
      { day: '2026-11-02', views: 0 },
      { day: '2026-11-03', views: 4 },
      { day: '2026-11-04', views: 0 },
    ])
    expect(daySeconds('1970-01-02')).toBe(86_400)
  })

  it('sums users per country, most first, ties by name', () => {
    const rows = [
      { country: 'KR', users: 3 },
      { country: 'US', users: 2 },
      { country: 'KR', users: 1 },
      { country: 'JP', users: 2 },
    ]
    expect(countryTotals(rows)).toEqual([
      { country: 'KR', users: 4 },
      { country: 'JP', users: 2 },
      { country: 'US', users: 2 },
    ])
    expect(countryTotals(rows, 1)).toHaveLength(1)
  })
})
