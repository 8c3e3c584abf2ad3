import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isPeakHour } from './analytics/peak-hours'
import { addDays, lastDay, loadCalendar, weekday } from './calendar'
import { categoryOf } from './categories'
import { dayRange, instantRange } from './dates'
import { valueCoins } from './money'
import { DEFAULT_REVENUE_SETTINGS } from './settings'
import { eligibility, monthRate, payoutDate, settlementWindow } from './settlement/rules'

const calendar = loadCalendar()

describe('business calendar (bundled table)', () => {
  it('closes weekends and each country’s holidays', () => {
    expect(calendar.source).toBe('bundled')
    expect(calendar.isBusinessDay('KR', '2026-09-25')).toBe(false) // Chuseok
    expect(calendar.isBusinessDay('JP', '2026-09-25')).toBe(true)
    expect(calendar.isBusinessDay('US', '2026-11-26')).toBe(false) // Thanksgiving
    expect(calendar.isBusinessDay('KR', '2026-11-28')).toBe(false) // Saturday
    expect(calendar.lastBusinessDay('KR', '2026-12')).toBe('2026-12-30') // 31st: bank closing
    expect(calendar.lastBusinessDay('JP', '2026-05')).toBe('2026-05-29')
  })

  it('never answers a closed day as a business day on or after', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('KR', 'JP', 'US' as const),
        fc.integer({ min: 0, max: 3 * 365 }),
        (country, offset) => {
          const day = addDays('2025-01-01', offset)
          const open = calendar.businessDayOnOrAfter(country, day)
          expect(open >= day).toBe(true)
          expect(calendar.isBusinessDay(country, open)).toBe(true)
          expect([0, 6]).not.toContain(weekday(open))
          for (let between = day; between < open; between = addDays(between, 1)) {
            expect(calendar.isBusinessDay(country, between)).toBe(false)
          }
        },
      ),
    )
  })

  it('takes the rate of the day or the latest earlier one; USD is 1', () => {
    expect(calendar.exchangeRate('USD', '2026-11-30')).toEqual({
      currency: 'USD',
      perUsd: 1,
      date: '2026-11-30',
    })
    expect(calendar.exchangeRate('KRW', '2026-09-30')?.date).toBe('2026-09-30')
    expect(calendar.exchangeRate('KRW', '2026-11-30')?.date).toBe('2026-10-30')
    expect(calendar.exchangeRate('JPY', '2024-12-31')).toBeNull()
  })

  it('reads an operator feed of the same shape, and refuses a malformed one', () => {
    const folder = mkdtempSync(join(tmpdir(), 'revenue-feed-'))
    const bundled = JSON.parse(
      readFileSync(new URL('./calendar/bundled/calendar.json', import.meta.url), 'utf8'),
    )
    const feed = join(folder, 'feed.json')
    writeFileSync(
      feed,
      JSON.stringify({
        ...bundled,
        rates: { ...bundled.rates, KRW: [{ date: '2026-11-30', perUsd: 1500 }] },
      }),
    )
    const fed = loadCalendar(feed)
    expect(fed.source).toBe('feed')
    expect(fed.exchangeRate('KRW', '2026-11-30')?.perUsd).toBe(1500)
    const broken = join(folder, 'broken.json')
    writeFileSync(
      broken,
      JSON.stringify({ ...bundled, holidays: { KR: [{ date: '2026-02-30' }] } }),
    )
    expect(() => loadCalendar(broken)).toThrow(/calendar table/)
  })
})

describe('settlement rules', () => {
  const settings = DEFAULT_REVENUE_SETTINGS

  it('opens the window on the 25th 00:00 UTC until the 1st', () => {
    expect(settlementWindow(new Date('2026-11-24T23:59:59Z'), 25).open).toBe(false)
    expect(settlementWindow(new Date('2026-11-25T00:00:00Z'), 25).open).toBe(true)
    expect(settlementWindow(new Date('2026-11-30T23:59:59Z'), 25).open).toBe(true)
    expect(settlementWindow(new Date('2026-12-01T00:00:00Z'), 25).open).toBe(false)
    expect(settlementWindow(new Date('2027-02-28T12:00:00Z'), 25)).toMatchObject({
      month: '2027-02',
      end: new Date('2027-03-01T00:00:00Z'),
    })
  })

  it('names the first reason a request would be refused', () => {
    const base = {
      now: new Date('2026-11-26T00:00:00Z'),
      startDay: 25,
      minimumCoins: 1000,
      availableCoins: 5000,
      requestedThisMonth: false,
      hasPayoutAccount: true,
    }
    expect(eligibility(base).reason).toBeNull()
    expect(eligibility({ ...base, now: new Date('2026-11-24T00:00:00Z') }).reason).toBe(
      'outside-window',
    )
    expect(eligibility({ ...base, requestedThisMonth: true }).reason).toBe('already-requested')
    expect(eligibility({ ...base, availableCoins: 999 }).reason).toBe('below-minimum')
    expect(eligibility({ ...base, hasPayoutAccount: false }).reason).toBe('no-payout-account')
  })

  it('pays on the 10th of next month or the next business day', () => {
    expect(payoutDate(calendar, 'KR', '2026-11', 10)).toBe('2026-12-10')
    expect(payoutDate(calendar, 'KR', '2026-09', 10)).toBe('2026-10-12') // Saturday 10th
    expect(payoutDate(calendar, 'US', '2026-09', 10)).toBe('2026-10-13') // Sat, then Columbus Day
    expect(payoutDate(calendar, 'JP', '2026-12', 10)).toBe('2027-01-12') // Sunday 10th, then Coming of Age Day
  })

  it('uses the exchange rate of the month’s last business day', () => {
    expect(monthRate(calendar, 'KRW', '2026-10')).toMatchObject({ date: '2026-10-30' })
    expect(monthRate(calendar, 'USD', '2026-10').perUsd).toBe(1)
  })

  it('values coins at 10 coins = 1 USD, shows 10% apart and never rounds up', () => {
    expect(valueCoins({ coins: 10, currency: 'USD', perUsd: 1, feeBasisPoints: 1000 })).toEqual({
      currency: 'USD',
      coins: 10,
      gross: 1,
      fee: 0.1,
      net: 0.9,
    })
    expect(
      valueCoins({ coins: 10, currency: 'KRW', perUsd: 1000, feeBasisPoints: 1000 }).gross,
    ).toBe(1000)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom('KRW', 'JPY', 'USD' as const),
        fc.double({ min: 0.5, max: 2000, noNaN: true }),
        (coins, currency, perUsd) => {
          const value = valueCoins({
            coins,
            currency,
            perUsd,
            feeBasisPoints: settings.feeBasisPoints,
          })
          const exact = (coins / 10) * perUsd
          const units = currency === 'USD' ? 100 : 1
          expect(value.gross).toBeLessThanOrEqual(exact + 1e-6)
          // Exactly the value floored to the currency's unit: a whole number of units (up to
          // float noise), less than one unit below the exact value.
          const grossUnits = value.gross * units
          expect(Math.abs(grossUnits - Math.round(grossUnits))).toBeLessThan(1e-3)
          expect(Math.round(grossUnits)).toBeGreaterThan(exact * units - 1 - 1e-3)
          expect(Math.round(grossUnits)).toBeLessThanOrEqual(exact * units + 1e-3)
          expect(value.fee + value.net).toBeCloseTo(value.gross, 6)
          expect(value.fee).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })
})

describe('small rules', () => {
  it('refuses statistics from 22:00 to 02:00 Korea time only', () => {
    const peak = DEFAULT_REVENUE_SETTINGS.peakHours
    expect(isPeakHour(new Date('2026-11-26T12:59:59Z'), peak)).toBe(false) // 21:59 KST
    expect(isPeakHour(new Date('2026-11-26T13:00:00Z'), peak)).toBe(true) // 22:00 KST
    expect(isPeakHour(new Date('2026-11-26T16:59:59Z'), peak)).toBe(true) // 01:59 KST
    expect(isPeakHour(new Date('2026-11-26T17:00:00Z'), peak)).toBe(false) // 02:00 KST
  })

  it('maps every coin transaction type to a category', () => {
    expect(categoryOf('coin_subscription')).toBe('subscriptions')
    expect(categoryOf('live_donation_tts')).toBe('donations')
    expect(categoryOf('live_ticketing')).toBe('liveTickets')
    expect(categoryOf('chat_content')).toBe('contentSales')
    expect(categoryOf('change_nick')).toBe('other')
  })

  it('turns query dates into whole UTC days', () => {
    expect(dayRange(instantRange({ startDate: '2026-11-01', endDate: '2026-11-30' }))).toEqual({
      fromDay: '2026-11-01',
      toDay: '2026-12-01',
    })
    expect(
      dayRange(
        instantRange({ startDate: '2026-11-01T10:00:00Z', endDate: '2026-11-02T00:00:00Z' }),
      ),
    ).toEqual({ fromDay: '2026-11-01', toDay: '2026-11-02' })
    expect(lastDay('2028-02')).toBe('2028-02-29')
  })
})
