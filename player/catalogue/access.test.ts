import { describe, expect, it } from 'vitest'
import { accessView } from './access'
import { adultSetting, wantsAdult } from './adult'
import { lookupBatches } from './lookup-batches'
import { playHref, storyHref, storyReviewsHref, tagHref } from './play-link'

describe('story access on the story page', () => {
  it('offers Play to owners, free stories and entitled players', () => {
    for (const reason of ['owner', 'free', 'purchased', 'subscriber'] as const) {
      expect(accessView({ canView: true, reason }, 30).canPlay).toBe(true)
    }
  })

  it('locks paid and adult-gated stories with the reason', () => {
    expect(accessView({ canView: false, reason: 'paid', price: 30 }, 30)).toEqual({
      statusKey: 'storyPage.statusPaid',
      canPlay: false,
      lockedKey: 'storyPage.paidLocked',
      canBuy: true,
    })
    expect(accessView({ canView: false, reason: 'adult-gated' }, 0).lockedKey).toBe(
      'storyPage.adultGateText',
    )
  })

  it('falls back on the price when the can-view answer is missing', () => {
    expect(accessView(null, 0).canPlay).toBe(true)
    expect(accessView(null, 10).canPlay).toBe(false)
  })
})

describe('adult content setting', () => {
  it('stays off for anonymous and unverified visitors whatever the flag', () => {
    expect(adultSetting({ signedIn: false, isUserAdult: true, adultOn: true })).toBe('signed-out')
    expect(adultSetting({ signedIn: true, isUserAdult: false, adultOn: true })).toBe('unverified')
    expect(wantsAdult({ signedIn: true, isUserAdult: false, adultOn: true })).toBe(false)
    expect(wantsAdult({ signedIn: false, isUserAdult: true, adultOn: true })).toBe(false)
  })

  it('follows the switch for verified adults', () => {
    expect(wantsAdult({ signedIn: true, isUserAdult: true, adultOn: true })).toBe(true)
    expect(adultSetting({ signedIn: true, isUserAdult: true, adultOn: false })).toBe('off')
  })
})

describe('links', () => {
  it('opens the chat page with the chosen start point', () => {
    expect(playHref('a'.repeat(24))).toBe(`/story/${'a'.repeat(24)}/c`)
    expect(playHref('abc', 'start 1/2')).toBe('/story/abc/c?start=start%201%2F2')
    expect(playHref('abc', null)).toBe('/story/abc/c')
    expect(storyHref('abc')).toBe('/story/abc')
    expect(storyReviewsHref('abc')).toBe('/story/abc#reviews')
    expect(tagHref('sci-fi')).toBe('/search?tags=sci-fi')
  })
})

describe('creator lookups', () => {
  it('asks once per unknown id, at most 150 ids a call', () => {
    const ids = Array.from({ length: 320 }, (_, index) => `u${index % 310}`)
    const batches = lookupBatches(ids, (id) => id === 'u0')
    expect(batches.map((batch) => batch.length)).toEqual([150, 150, 9])
    expect(batches.flat()).not.toContain('u0')
    expect(new Set(batches.flat()).size).toBe(309)
  })
})
