import { describe, expect, it } from 'vitest'
import {
  bannerInput,
  countingDay,
  daysBetween,
  distinctBanners,
  showsTo,
  viewerKeyOf,
} from './rules'

const base = {
  kind: 'platform',
  title: 'Spring',
  imageUrl: '/files/banner.png',
  linkUrl: '/search?tags=spring',
  placement: 'home-top',
  languages: [],
  countries: [],
  startsAt: '2026-03-01T00:00:00Z',
  endsAt: '2026-04-01T00:00:00Z',
  order: 0,
}

describe('banners', () => {
  it('counts a viewer once a day: an account, else a device, on the UTC day', () => {
    expect(viewerKeyOf('a'.repeat(24), 'device-1')).toBe(`u:${'a'.repeat(24)}`)
    expect(viewerKeyOf(null, 'device-1')).toBe('g:device-1')
    expect(viewerKeyOf(null, null)).toBeNull()
    expect(countingDay(new Date('2026-03-01T23:59:59Z'))).toBe('2026-03-01')
    expect(countingDay(new Date('2026-03-02T00:00:00Z'))).toBe('2026-03-02')
    expect(distinctBanners(['b', 'a', 'b'])).toEqual(['b', 'a'])
  })

  it('lists every day of a range, both ends in, across a month', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ])
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([])
  })

  it('shows a banner to its languages and countries, or to everyone without any', () => {
    const everyone = { languages: [], countries: [] }
    expect(showsTo(everyone, { language: 'ko', country: null })).toBe(true)
    const korea = { languages: ['ko'], countries: ['KR'] }
    expect(showsTo(korea, { language: 'ko', country: 'kr' })).toBe(true)
    expect(showsTo(korea, { language: 'en', country: 'KR' })).toBe(false)
    expect(showsTo(korea, { language: 'ko', country: null })).toBe(false)
  })

  it('needs an end after the start, a link for platform banners and a creator for theirs', () => {
    expect(bannerInput.safeParse(base).success).toBe(true)
    const backwards = bannerInput.safeParse({ ...base, endsAt: '2026-02-01T00:00:00Z' })
    expect(backwards.error?.issues[0]?.message).toBe('A banner ends after it starts')
    const noCreator = bannerInput.safeParse({ ...base, kind: 'creator', linkUrl: undefined })
    expect(noCreator.error?.issues[0]?.message).toBe('Please select a creator.')
    const elsewhere = bannerInput.safeParse({ ...base, linkUrl: 'javascript:alert(1)' })
    expect(elsewhere.error?.issues[0]?.message).toBe(
      'A link is a path starting with / or an https address',
    )
    expect(bannerInput.safeParse({ ...base, linkUrl: '//evil.example' }).success).toBe(false)
  })
})
