import { describe, expect, it } from 'vitest'
import { foldRevenue, periodStart, periodStarts } from './buckets'

const row = (day: string, type: string, creatorCoins: number, platformCoins = 0, credits = 0) => ({
  day,
  type,
  creatorCoins,
  platformCoins,
  credits,
  count: 1,
})

describe('revenue periods', () => {
  it('starts a week on Monday and a month on its first day', () => {
    expect(periodStart('2026-11-29', 'week')).toBe('2026-11-23')
    expect(periodStart('2026-11-30', 'week')).toBe('2026-11-30')
    expect(periodStart('2026-11-29', 'month')).toBe('2026-11-01')
    expect(periodStart('2026-11-29', 'day')).toBe('2026-11-29')
  })

  it('lists every period of the window, empty ones too', () => {
    expect(periodStarts('2026-11-28', '2026-12-02', 'day')).toHaveLength(5)
    expect(periodStarts('2026-11-28', '2026-12-02', 'week')).toEqual(['2026-11-23', '2026-11-30'])
    expect(periodStarts('2026-10-31', '2026-12-01', 'month')).toEqual([
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
    ])
  })
})

describe('folding the ledger rows', () => {
  it('sums by category and period, nets refunds and leaves settlements out', () => {
    const folded = foldRevenue(
      [
        row('2026-11-02', 'donation', 90, 10),
        row('2026-11-03', 'live_donation', 45, 5),
        row('2026-11-09', 'story_chat', 0, 0, 7),
        row('2026-11-09', 'purchase', 100, 0),
        row('2026-11-10', 'refund', -100, 0),
        row('2026-11-10', 'settlement', -500, 0),
      ],
      { fromDay: '2026-11-02', toDay: '2026-11-15', period: 'week' },
    )
    expect(folded.buckets.map((bucket) => bucket.start)).toEqual(['2026-11-02', '2026-11-09'])
    expect(folded.totals.donations).toEqual({
      creatorCoins: 135,
      platformCoins: 15,
      credits: 0,
      count: 2,
    })
    expect(folded.totals.chat.credits).toBe(7)
    expect(folded.totals.contentSales).toMatchObject({ creatorCoins: 0, count: 2 })
    expect(folded.totals.other.count).toBe(0)
    expect(folded.buckets[1]?.categories.chat.credits).toBe(7)
    expect(folded.buckets[0]?.categories.donations.count).toBe(2)
  })
})
