import { describe, expect, it } from 'vitest'
import {
  checkCoupon,
  checkTier,
  cleanEmoticonName,
  coinsToCurrency,
  customUrlProblem,
  customUrlRefusal,
  emoticonFileProblem,
  emptyTier,
  freeTierConflict,
  inSettlementWindow,
  isDiscordId,
  isPeakHours,
  moveTab,
  normalizeTabs,
  pricesFromCoins,
  socialLinkProblem,
  tierIconProblem,
  toggleTab,
  withVat,
} from './index'

describe('channel rules', () => {
  it('accepts letters, numbers, hyphen and underscore in a custom URL, nothing else', () => {
    expect(customUrlProblem('my-channel_01')).toBeNull()
    for (const bad of ['my channel', 'caf\u00e9', 'a/b', 'dot.name'])
      expect(customUrlProblem(bad)).toBe('creatorChannel.urlCharacters')
    expect(customUrlProblem('ab')).toBe('creatorChannel.urlTooShort')
    expect(customUrlProblem('x'.repeat(31))).toBe('creatorChannel.urlTooLong')
  })

  it('tells a taken custom URL from an invalid one in the server’s refusal', () => {
    const refusal = (reason: string) => ({
      code: 'CUSTOM_URL_UNAVAILABLE',
      details: { reason },
    })
    expect(customUrlRefusal(refusal('err-duplicate-url'))).toBe('creatorChannel.urlTaken')
    expect(customUrlRefusal(refusal('err-invalid-input'))).toBe('creatorChannel.urlUnavailable')
    expect(customUrlRefusal({ code: 'SOCIAL_LINK_INVALID' })).toBeNull()
    expect(customUrlRefusal(null)).toBeNull()
  })

  it('wants an https link on the network host, and names that host when it is wrong', () => {
    expect(socialLinkProblem('youtube', '')).toBeNull()
    expect(socialLinkProblem('youtube', 'https://www.youtube.com/@tale')).toBeNull()
    expect(socialLinkProblem('x', 'https://twitter.com/tale')).toBeNull()
    expect(socialLinkProblem('youtube', 'http://www.youtube.com/@tale')).toBe(
      'https://www.youtube.com/',
    )
    expect(socialLinkProblem('youtube', 'https://evil.com/www.youtube.com/')).toBe(
      'https://www.youtube.com/',
    )
    expect(socialLinkProblem('instagram', 'https://www.instagram.com/')).toBe(
      'https://www.instagram.com/',
    )
    expect(socialLinkProblem('twitch', 'not a url')).toBe('https://www.twitch.tv/')
  })

  it('completes saved tabs, keeps Home first and shown', () => {
    const tabs = normalizeTabs([
      { tab: 'videos', visible: false },
      { tab: 'home', visible: true },
      { tab: 'bogus', visible: true },
    ])
    expect(tabs).toHaveLength(10)
    expect(tabs.slice(0, 2).map((entry) => entry.tab)).toEqual(['videos', 'home'])
    expect(tabs.find((entry) => entry.tab === 'clips')?.visible).toBe(false)
    const fresh = normalizeTabs([])
    expect(fresh.every((entry) => entry.visible)).toBe(true)
    expect(moveTab(fresh, 0, 1)).toEqual(fresh)
    expect(moveTab(fresh, 1, -1)).toEqual(fresh)
    expect(
      moveTab(fresh, 2, -1)
        .map((entry) => entry.tab)
        .slice(0, 3),
    ).toEqual(['home', 'chat', 'videos'])
    expect(toggleTab(fresh, 0)[0]?.visible).toBe(true)
    expect(toggleTab(fresh, 3)[3]?.visible).toBe(false)
  })
})

describe('tier and coupon rules', () => {
  it('needs a name, and prices unless the tier is free', () => {
    expect(checkTier(emptyTier()).map((problem) => problem.field)).toEqual([
      'name',
      'price',
      'priceUsd',
      'priceJpy',
      'priceKrw',
    ])
    expect(checkTier({ ...emptyTier(), name: 'Free', isFree: true })).toEqual([])
    const paid = { ...emptyTier(), name: 'Gold', price: '50', ...pricesFromCoins(50) }
    expect(paid).toMatchObject({ priceUsd: '5.00', priceJpy: '500', priceKrw: '5000' })
    expect(checkTier(paid)).toEqual([])
    expect(checkTier({ ...paid, priceUsd: '5.999' })[0]?.field).toBe('priceUsd')
  })

  it('takes only a 64x64 PNG as an icon, with the spec text for another format', () => {
    expect(tierIconProblem({ type: 'image/png', width: 64, height: 64 })).toBeNull()
    expect(tierIconProblem({ type: 'image/jpeg', width: 64, height: 64 })).toBe(
      'creatorTiers.iconNotPng',
    )
    expect(tierIconProblem({ type: 'image/png', width: 128, height: 64 })).toBe(
      'creatorTiers.iconSize',
    )
  })

  it('keeps a free tier and coin sales apart', () => {
    expect(
      freeTierConflict({ enablingFreeTier: true }, { coinSales: true, hasFreeTier: false }),
    ).toBe('creatorTiers.freeVsCoins')
    expect(
      freeTierConflict({ enablingFreeTier: false }, { coinSales: false, hasFreeTier: true }),
    ).toBe('creatorTiers.coinsVsFree')
    expect(
      freeTierConflict({ enablingFreeTier: true }, { coinSales: false, hasFreeTier: false }),
    ).toBeNull()
  })

  it('requires the coupon code, a future expiry date, the price and a tier', () => {
    const today = '2026-11-26'
    expect(
      checkCoupon({ code: '', tierHash: '', expiryDate: '', price: '' }, today).map((p) => p.field),
    ).toEqual(['code', 'expiryDate', 'price', 'tierHash'])
    expect(
      checkCoupon({ code: 'WELCOME', tierHash: 't1', expiryDate: today, price: '0' }, today),
    ).toEqual([{ field: 'expiryDate', key: 'creatorCoupons.expiryPast' }])
    expect(
      checkCoupon({ code: 'WELCOME', tierHash: 't1', expiryDate: '2026-12-31', price: '0' }, today),
    ).toEqual([])
  })
})

describe('emoticon, Discord and money rules', () => {
  it('takes png, jpg and gif of exactly 56x56 up to 50 KB', () => {
    const ok = { type: 'image/png', size: 50 * 1024, width: 56, height: 56 }
    expect(emoticonFileProblem(ok)).toBeNull()
    expect(emoticonFileProblem({ ...ok, type: 'image/gif' })).toBeNull()
    expect(emoticonFileProblem({ ...ok, type: 'image/webp' })).toBe('creatorEmoticons.typeInvalid')
    expect(emoticonFileProblem({ ...ok, size: 50 * 1024 + 1 })).toBe('creatorEmoticons.tooLarge')
    expect(emoticonFileProblem({ ...ok, width: 57 })).toBe('creatorEmoticons.wrongSize')
    expect(cleanEmoticonName(' :happy:cat: ')).toBe('happycat')
  })

  it('knows a Discord id by its 17 to 20 digits', () => {
    expect(isDiscordId('123456789012345678')).toBe(true)
    expect(isDiscordId('1234')).toBe(false)
    expect(isDiscordId('12345678901234567a')).toBe(false)
  })

  it('prices coins at the spec rate and shows the 10% apart', () => {
    expect(coinsToCurrency(10, 'USD')).toBe(1)
    expect(coinsToCurrency(10, 'JPY')).toBe(100)
    expect(coinsToCurrency(10, 'KRW')).toBe(1000)
    expect(withVat(12.34, 'USD')).toEqual({ amount: 12.34, vat: 1.23, total: 13.57 })
    expect(withVat(1000, 'KRW')).toEqual({ amount: 1000, vat: 100, total: 1100 })
  })

  it('counts peak hours 10 PM to 2 AM in Korea time and the settlement window from the 25th (UTC)', () => {
    expect(isPeakHours(new Date('2026-11-26T13:00:00Z'))).toBe(true) // 22:00 KST
    expect(isPeakHours(new Date('2026-11-26T16:59:00Z'))).toBe(true) // 01:59 KST
    expect(isPeakHours(new Date('2026-11-26T17:00:00Z'))).toBe(false) // 02:00 KST
    expect(isPeakHours(new Date('2026-11-26T12:59:00Z'))).toBe(false) // 21:59 KST
    expect(inSettlementWindow(new Date('2026-11-24T23:59:59Z'))).toBe(false)
    expect(inSettlementWindow(new Date('2026-11-25T00:00:00Z'))).toBe(true)
    expect(inSettlementWindow(new Date('2026-11-30T23:59:59Z'))).toBe(true)
  })
})
