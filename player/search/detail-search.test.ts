import { describe, expect, it } from 'vitest'
import { detailSearchQuery } from '../../web/api/content'
import {
  chatCountRange,
  creatorChip,
  detailSearchProblem,
  emptyDetailSearch,
  parseTags,
} from './detail-search'
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches'

function memoryStore() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

describe('detail search', () => {
  it('cuts creator chips to 10 characters and adds ...', () => {
    expect(creatorChip('Short')).toBe('Short')
    expect(creatorChip('ExactlyTen')).toBe('ExactlyTen')
    expect(creatorChip('MuchLongerNickname')).toBe('MuchLonger...')
    expect(creatorChip('한국어닉네임이열글자넘어요')).toBe('한국어닉네임이열글자...')
  })

  it("refuses each mode's missing input with the spec's text", () => {
    expect(detailSearchProblem(emptyDetailSearch('keyword'))).toBe('detailSearch.keywordRequired')
    expect(detailSearchProblem(emptyDetailSearch('creator'))).toBe('detailSearch.creatorRequired')
    expect(detailSearchProblem(emptyDetailSearch('tag'))).toBe('detailSearch.tagRequired')
    expect(detailSearchProblem({ ...emptyDetailSearch('tag'), positiveTags: ['rain'] })).toBeNull()
  })

  it('reads tags and the chat-count range with the 0 and 10000 defaults', () => {
    expect(parseTags('#rain, sleep  rain')).toEqual(['rain', 'sleep'])
    expect(chatCountRange('any', 5)).toBeNull()
    expect(chatCountRange('greaterThan', 50)).toEqual({ min: 50, max: 10000 })
    expect(chatCountRange('lessThan', null)).toEqual({ min: 0, max: 10000 })
    expect(chatCountRange('lessThan', 20)).toEqual({ min: 0, max: 20 })
  })

  it('builds the flat query of GET /content/search', () => {
    const query = detailSearchQuery({
      ...emptyDetailSearch('creator'),
      creators: [{ oid: 'a'.repeat(24), nickname: 'Amy' }],
      chatCountMode: 'greaterThan',
      chatCount: 10,
      negativeTags: ['gore'],
      sort: 'lowestPrice',
    })
    expect(query).toMatchObject({
      creators: 'a'.repeat(24),
      creatorSearch: 'true',
      chatCountMode: 'greaterThan',
      chatCountMin: 10,
      negativeTags: 'gore',
      sort: 'lowestPrice',
    })
    expect(query.keywords).toBeUndefined()
  })
})

describe('recent searches', () => {
  it('keeps the last 10, newest first, without repeats', () => {
    const store = memoryStore()
    for (let index = 0; index < 12; index++) rememberSearch(`word ${index}`, store)
    rememberSearch('word 5', store)
    const recent = readRecentSearches(store)
    expect(recent).toHaveLength(10)
    expect(recent[0]).toBe('word 5')
    expect(recent.filter((item) => item === 'word 5')).toHaveLength(1)
    clearRecentSearches(store)
    expect(readRecentSearches(store)).toEqual([])
  })
})
