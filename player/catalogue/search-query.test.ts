import { describe, expect, it } from 'vitest'
import {
  isEmptySearch,
  MAX_SEARCH_TAGS,
  parseSearchInput,
  readSearchState,
  searchInputText,
  searchQueryString,
} from './search-query'

describe('search box text', () => {
  it('splits #hashtags from the keyword', () => {
    expect(parseSearchInput('  #cozy ghost  #Baking bread ')).toEqual({
      keyword: 'ghost bread',
      tags: ['cozy', 'baking'],
    })
  })

  it('keeps each tag once, drops a bare #, and stops at the server limit', () => {
    expect(parseSearchInput('#a #A # ##a').tags).toEqual(['a'])
    const many = Array.from({ length: 15 }, (_, index) => `#t${index}`).join(' ')
    expect(parseSearchInput(many).tags).toHaveLength(MAX_SEARCH_TAGS)
  })

  it('writes back the text it reads', () => {
    const state = { keyword: 'lighthouse keeper', tags: ['mystery', 'storm'] }
    expect(parseSearchInput(searchInputText(state))).toEqual(state)
  })

  it('is empty when there is nothing to search', () => {
    expect(isEmptySearch(parseSearchInput('   # '))).toBe(true)
    expect(isEmptySearch(parseSearchInput('#x'))).toBe(false)
  })
})

describe('search address', () => {
  it('round-trips keyword and tags through the query string', () => {
    const state = { keyword: 'sea & storm', tags: ['sci-fi', '한국어'] }
    const query = searchQueryString(state)
    expect(query).toBe('?q=sea+%26+storm&tags=sci-fi%2C%ED%95%9C%EA%B5%AD%EC%96%B4')
    expect(readSearchState(query)).toEqual(state)
  })

  it('reads repeated and comma-separated tags, normalized as the server does', () => {
    expect(readSearchState('?tags=%23Cozy,ghost&tags=GHOST&tags=baking')).toEqual({
      keyword: '',
      tags: ['cozy', 'ghost', 'baking'],
    })
  })

  it('is empty without a search and ignores other parameters', () => {
    expect(searchQueryString({ keyword: '  ', tags: [] })).toBe('')
    expect(readSearchState('?lang=ko')).toEqual({ keyword: '', tags: [] })
  })
})
