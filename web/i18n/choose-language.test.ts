import { describe, expect, it, vi } from 'vitest'
import { chooseLanguage, type LanguageChoiceInput } from './choose-language'

const base: LanguageChoiceInput = {
  pathname: '/',
  search: '',
  storedLanguage: null,
  browserLanguages: [],
  fetchCountry: async () => null,
}

describe('chooseLanguage', () => {
  it('follows the spec order: path, lang query, stored, country, browser, en', async () => {
    const everything = {
      ...base,
      pathname: '/es/myinfo',
      search: '?lang=ko',
      storedLanguage: 'jp' as const,
      browserLanguages: ['ko-KR'],
      fetchCountry: async () => 'KR',
    }
    expect(await chooseLanguage(everything)).toBe('es')
    expect(await chooseLanguage({ ...everything, pathname: '/myinfo' })).toBe('ko')
    expect(await chooseLanguage({ ...everything, pathname: '/', search: '' })).toBe('jp')
    expect(
      await chooseLanguage({ ...everything, pathname: '/', search: '', storedLanguage: null }),
    ).toBe('ko')
    expect(
      await chooseLanguage({
        ...base,
        browserLanguages: ['ja-JP', 'en'],
        fetchCountry: async () => null,
      }),
    ).toBe('jp')
    expect(await chooseLanguage(base)).toBe('en')
  })

  it('maps countries: KR → ko, JP → jp, anything else → en', async () => {
    expect(await chooseLanguage({ ...base, fetchCountry: async () => 'JP' })).toBe('jp')
    expect(
      await chooseLanguage({ ...base, fetchCountry: async () => 'ES', browserLanguages: ['es'] }),
    ).toBe('en')
  })

  it('does not ask for the country when an explicit signal decides', async () => {
    const fetchCountry = vi.fn(async () => 'KR')
    await chooseLanguage({ ...base, search: '?lang=es', fetchCountry })
    await chooseLanguage({ ...base, storedLanguage: 'en', fetchCountry })
    expect(fetchCountry).not.toHaveBeenCalled()
  })

  it('ignores an unknown lang query and a failed country lookup', async () => {
    const failing = async () => {
      throw new Error('offline')
    }
    expect(
      await chooseLanguage({
        ...base,
        search: '?lang=fr',
        fetchCountry: failing,
        browserLanguages: ['es-MX'],
      }),
    ).toBe('es')
  })
})
