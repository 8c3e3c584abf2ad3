import { describe, expect, it } from 'vitest'
import { languageFromTag } from './languages'
import { negotiateLanguage, parseAcceptLanguage } from './negotiate'

describe('negotiateLanguage', () => {
  it('follows the spec order: path, lang, stored, country, browser, en', () => {
    const all = {
      pathPrefix: 'es',
      langParameter: 'ko',
      storedLanguage: 'jp',
      country: 'KR',
      browserLanguages: ['ja-JP'],
    }
    expect(negotiateLanguage(all)).toBe('es')
    expect(negotiateLanguage({ ...all, pathPrefix: 'story' })).toBe('ko')
    expect(negotiateLanguage({ ...all, pathPrefix: null, langParameter: 'xx' })).toBe('jp')
    expect(negotiateLanguage({ country: 'KR', browserLanguages: ['es'] })).toBe('ko')
    expect(negotiateLanguage({ country: 'jp' })).toBe('jp')
    expect(negotiateLanguage({ country: 'FR', browserLanguages: ['es'] })).toBe('en')
    expect(negotiateLanguage({ browserLanguages: ['fr-FR', 'ja-JP'] })).toBe('jp')
    expect(negotiateLanguage({})).toBe('en')
  })

  it('maps browser tags and parses Accept-Language by quality', () => {
    expect(languageFromTag('ko-KR')).toBe('ko')
    expect(languageFromTag('es-419')).toBe('es')
    expect(languageFromTag('de')).toBeNull()
    expect(parseAcceptLanguage('fr;q=0.5, ko-KR, ja;q=0.8, *;q=0.1')).toEqual(['ko-KR', 'ja', 'fr'])
    expect(parseAcceptLanguage('')).toEqual([])
  })
})
