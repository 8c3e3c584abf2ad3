/** The channels area's pure rules: calendar, tiers' free/priced exclusion, social links, tabs. */
import { describe, expect, it } from 'vitest'
import { CHANNEL_TABS } from './contract'
import { checkSocialLink, checkTabs, effectiveTabs, incompleteParts } from './profile/rules'
import { isLastDayOfMonth, periodOf } from './subscriptions/calendar'
import { cleanTranslations, nextTier, type TierFields } from './tiers/rules'

const tier = (fields: Partial<TierFields>): TierFields => ({
  name: 'T',
  details: '',
  price: 0,
  price_usd: 0,
  price_jpy: 0,
  price_krw: 0,
  icon: null,
  streak: false,
  isFree: false,
  translations: {},
  ...fields,
})

describe('billing calendar (UTC)', () => {
  it('closes the last day of each month, leap years included, and only that day', () => {
    expect(isLastDayOfMonth(new Date('2028-02-29T23:59:59Z'))).toBe(true)
    expect(isLastDayOfMonth(new Date('2027-02-28T00:00:00Z'))).toBe(true)
    expect(isLastDayOfMonth(new Date('2028-02-28T12:00:00Z'))).toBe(false)
    expect(isLastDayOfMonth(new Date('2026-12-31T00:00:00Z'))).toBe(true)
    expect(isLastDayOfMonth(new Date('2027-01-01T00:00:00Z'))).toBe(false)
  })
  it('makes a period of the calendar month, across the year end', () => {
    expect(periodOf(new Date('2026-12-15T08:00:00Z'))).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    })
  })
})

describe('free tier and coin sales', () => {
  it('refuses a new tier that is both', () => {
    expect(() => nextTier(null, { name: 'x', isFree: true, price_krw: 1000 })).toThrow(
      expect.objectContaining({ code: 'FREE_TIER_PRICED' }),
    )
    expect(nextTier(null, { name: 'x', isFree: true }).isFree).toBe(true)
  })
  it('asks to turn one off, in an earlier change, before the other is turned on', () => {
    const priced = tier({ price: 50 })
    expect(() => nextTier(priced, { isFree: true, price: 0 })).toThrow(
      expect.objectContaining({ code: 'FREE_TIER_PRICED' }),
    )
    const zeroed = nextTier(priced, { price: 0 })
    expect(nextTier(zeroed, { isFree: true }).isFree).toBe(true)

    const free = tier({ isFree: true })
    expect(() => nextTier(free, { isFree: false, price_usd: 3 })).toThrow(
      expect.objectContaining({ code: 'FREE_TIER_ENABLED' }),
    )
    const off = nextTier(free, { isFree: false })
    expect(nextTier(off, { price_usd: 3 }).price_usd).toBe(3)
  })
})

describe('social links', () => {
  it('takes https links on the network host only', () => {
    expect(checkSocialLink('youtube', 'https://youtube.com/@me')).toBe('https://youtube.com/@me')
    for (const bad of [
      'http://youtube.com/@me',
      'https://user:pw@youtube.com/',
      'https://youtube.com:8443/',
      'https://youtube.com.example/',
      'javascript:alert(1)',
      ' ',
    ]) {
      expect(() => checkSocialLink('youtube', bad), bad).toThrow(
        expect.objectContaining({
          code: 'SOCIAL_LINK_INVALID',
          message: 'Please enter a valid URL starting with https://www.youtube.com/',
        }),
      )
    }
  })
})

describe('tabs and completeness', () => {
  it('takes every tab once with Home visible, and completes old stored lists', () => {
    const all = CHANNEL_TABS.map((tab) => ({ tab, visible: tab !== 'files' }))
    expect(checkTabs([...all].reverse())).toHaveLength(CHANNEL_TABS.length)
    expect(() => checkTabs([...all, { tab: 'home', visible: true }])).toThrow()
    expect(effectiveTabs([{ tab: 'clips', visible: false }]).map((entry) => entry.tab)).toEqual([
      'clips',
      ...CHANNEL_TABS.filter((tab) => tab !== 'clips'),
    ])
  })
  it('names what hides a channel', () => {
    expect(incompleteParts({ registered: false, nickname: ' ', customUrl: null })).toEqual([
      'registration',
      'nickname',
      'customUrl',
    ])
    expect(incompleteParts({ registered: true, nickname: 'A', customUrl: 'a-b' })).toEqual([])
  })
})

describe('tier translations', () => {
  it('keeps only what was written, trimmed, and replaces the whole set on a change', () => {
    expect(
      cleanTranslations({
        ko: { name: ' 서포터 ', details: '' },
        jp: { name: '', details: '  ' },
        es: { details: 'Cada episodio extra.' },
      }),
    ).toEqual({ ko: { name: '서포터' }, es: { details: 'Cada episodio extra.' } })
    const before = tier({ name: 'Supporter', translations: { ko: { name: '서포터' } } })
    expect(nextTier(before, { price: 0 }).translations).toEqual({ ko: { name: '서포터' } })
    expect(nextTier(before, { translations: { jp: { name: 'サポーター' } } }).translations).toEqual(
      {
        jp: { name: 'サポーター' },
      },
    )
  })
})
