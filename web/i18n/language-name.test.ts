import { describe, expect, it } from 'vitest'
import { languageName } from './language-name'

describe('languageName', () => {
  it('names a story language in the page language', () => {
    expect(languageName('en', 'en')).toBe('English')
    expect(languageName('en', 'ko')).toBe('영어')
    expect(languageName('ko', 'en')).toBe('Korean')
    expect(languageName('jp', 'es')).toBe('japonés')
    expect(languageName('en', 'jp')).toBe('英語')
  })

  it('answers null for what is not a language code', () => {
    expect(languageName('', 'en')).toBeNull()
    expect(languageName('not a code', 'en')).toBeNull()
  })
})
