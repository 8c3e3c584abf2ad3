import { describe, expect, it } from 'vitest'
import { boxSearchQuery } from './content'

describe('the search box’s content query', () => {
  it('searches the words with the hashtags as a filter', () => {
    expect(boxSearchQuery({ keyword: ' rain ', tags: ['sleep', 'asmr'], adult: false })).toEqual({
      keywords: 'rain',
      positiveTags: 'sleep,asmr',
      tagSearch: undefined,
      adult: undefined,
      sort: 'popular',
      page: undefined,
    })
  })

  it('searches hashtags alone as a tag search, and pages from the second', () => {
    expect(boxSearchQuery({ keyword: '', tags: ['horror'], adult: true }, 2)).toEqual({
      keywords: undefined,
      positiveTags: 'horror',
      tagSearch: 'true',
      adult: 'true',
      sort: 'popular',
      page: 2,
    })
  })
})
