import { describe, expect, it } from 'vitest'
import { htmlLanguageTag, splitLanguagePrefix, withLanguagePrefix } from './language-path'

describe('language path prefix', () => {
  it('splits a known prefix off the path', () => {
    expect(splitLanguagePrefix('/ko/myinfo')).toEqual({ prefix: 'ko', rest: '/myinfo' })
    expect(splitLanguagePrefix('/jp')).toEqual({ prefix: 'jp', rest: '/' })
    expect(splitLanguagePrefix('/ja/myinfo')).toEqual({ prefix: null, rest: '/ja/myinfo' })
    expect(splitLanguagePrefix('/myinfo')).toEqual({ prefix: null, rest: '/myinfo' })
    expect(splitLanguagePrefix('/')).toEqual({ prefix: null, rest: '/' })
  })

  it('puts a prefix back on', () => {
    expect(withLanguagePrefix('/', 'es')).toBe('/es')
    expect(withLanguagePrefix('/myinfo', 'ko')).toBe('/ko/myinfo')
    expect(withLanguagePrefix('/myinfo', null)).toBe('/myinfo')
  })

  it('uses BCP 47 for the document language', () => {
    expect(htmlLanguageTag('jp')).toBe('ja')
    expect(htmlLanguageTag('ko')).toBe('ko')
  })
})
