import { describe, expect, it } from 'vitest'
import { bannerLanguage, isSiteLink } from './banner-links'

describe('banner links', () => {
  it('opens site paths in the app and anything else in a new tab', () => {
    expect(isSiteLink('/search?tags=spring')).toBe(true)
    expect(isSiteLink('//evil.example')).toBe(false)
    expect(isSiteLink('https://example.com')).toBe(false)
  })
  it('reads banners in the player’s language, English otherwise', () => {
    expect(bannerLanguage('ko')).toBe('ko')
    expect(bannerLanguage('fr')).toBe('en')
  })
})
