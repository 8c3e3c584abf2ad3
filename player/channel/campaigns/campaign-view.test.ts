import { describe, expect, it } from 'vitest'
import { endedAt, fundedPercent, parseCoins, timeLeft } from './campaign-view'

describe('a campaign card', () => {
  it('fills the bar up to the goal and says how far past it went', () => {
    expect(fundedPercent(45, 50)).toEqual({ bar: 90, text: 90 })
    expect(fundedPercent(120, 50)).toEqual({ bar: 100, text: 240 })
    expect(fundedPercent(0, 0)).toEqual({ bar: 0, text: 0 })
  })

  it('says the time left in the largest whole unit', () => {
    const now = new Date('2026-11-18T12:00:00Z')
    expect(timeLeft('2026-11-18T12:00:30Z', now)).toEqual({ unit: 'minutes', count: 1 })
    expect(timeLeft('2026-11-18T13:30:00Z', now)).toEqual({ unit: 'hours', count: 1 })
    expect(timeLeft('2026-11-20T11:00:00Z', now)).toEqual({ unit: 'hours', count: 47 })
    expect(timeLeft('2026-11-25T12:00:00Z', now)).toEqual({ unit: 'days', count: 7 })
    expect(timeLeft('2026-11-18T12:00:00Z', now)).toEqual({ unit: 'ended' })
  })

  it('takes whole coins from 1 to 1,000,000 only', () => {
    expect(parseCoins(' 25 ')).toBe(25)
    for (const text of ['0', '', '2.5', '-3', '1e3', '1000001', '0x10'])
      expect(parseCoins(text)).toBeNull()
  })

  it('dates an end by its end time unless it ended early', () => {
    const endsAt = '2026-12-30T08:41:00.000Z'
    expect(endedAt({ endsAt, endedAt: '2026-12-31T08:42:00.000Z' })).toBe(endsAt)
    expect(endedAt({ endsAt, endedAt: '2026-12-01T00:00:00.000Z' })).toBe(
      '2026-12-01T00:00:00.000Z',
    )
    expect(endedAt({ endsAt, endedAt: null })).toBe(endsAt)
  })
})
