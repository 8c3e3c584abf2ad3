import { describe, expect, it } from 'vitest'
import { normalizeHashtag } from '../catalogue/hashtag'
import {
  availableFilter,
  MAX_TAG_SUGGESTIONS,
  mergeResults,
  resultCounts,
  resultView,
  type SourceLoad,
  tagSuggestions,
} from './results'

const story = (id: string) => ({ contentOid: `s${id}` })
const content = (id: string) => ({ contentOid: `c${id}` })
const many = <T>(count: number, make: (id: string) => T) =>
  Array.from({ length: count }, (_, index) => make(String(index)))

const ready = <T>(items: T[], hasMore = false): SourceLoad<T> => ({
  status: 'ready',
  items,
  hasMore,
})
const loading: SourceLoad<never> = { status: 'loading', items: [], hasMore: false }
const failed: SourceLoad<never> = { status: 'error', items: [], hasMore: false }

const keys = (hits: { key: string }[]) => hits.map((hit) => hit.key)

describe('one result list', () => {
  it('takes stories and contents in turn, the longer list going on alone', () => {
    const hits = mergeResults([story('1'), story('2'), story('3')], [content('1')])
    expect(keys(hits)).toEqual(['story:s1', 'content:c1', 'story:s2', 'story:s3'])
    expect(hits.map((hit) => hit.kind)).toEqual(['story', 'content', 'story', 'story'])
  })

  it('merges page by page, so a further page only adds to the end', () => {
    const firstPage = mergeResults(many(2, story), many(1, content), 2)
    const twoPages = mergeResults(many(4, story), many(3, content), 2)
    expect(keys(twoPages).slice(0, firstPage.length)).toEqual(keys(firstPage))
    expect(keys(twoPages)).toEqual([
      'story:s0',
      'content:c0',
      'story:s1',
      'content:c1',
      'story:s2',
      'content:c2',
      'story:s3',
    ])
  })

  it('keeps every hit once, each kind in its source’s order', () => {
    const hits = mergeResults(many(45, story), many(7, content))
    expect(hits).toHaveLength(52)
    expect(new Set(keys(hits)).size).toBe(52)
    const stories = hits.filter((hit) => hit.kind === 'story').map((hit) => hit.item.contentOid)
    expect(stories).toEqual(many(45, story).map((item) => item.contentOid))
  })

  it('is empty when both are', () => {
    expect(mergeResults([], [])).toEqual([])
  })
})

describe('what the list shows', () => {
  it('says "no matches" only when both kinds answered empty', () => {
    expect(resultView(ready([]), ready([]))).toEqual({ state: 'empty' })
    expect(resultView(ready([]), loading).state).toBe('loading')
    expect(resultView(loading, ready([])).state).toBe('loading')
  })

  it('shows one kind’s results while the other has none: no "no matches" beside them', () => {
    const onlyStories = resultView(ready([story('1')]), ready([]))
    expect(onlyStories).toMatchObject({ state: 'results', failed: [] })
    expect(onlyStories.state === 'results' && keys(onlyStories.hits)).toEqual(['story:s1'])
    const onlyContents = resultView(ready([]), ready([content('1')]))
    expect(onlyContents.state === 'results' && keys(onlyContents.hits)).toEqual(['content:c1'])
  })

  it('waits for both first pages, so cards do not move when the second arrives', () => {
    expect(resultView(ready([story('1')]), loading)).toEqual({ state: 'loading' })
  })

  it('says which kind failed, beside the other’s results or alone, never as "no matches"', () => {
    expect(resultView(ready([story('1')]), failed)).toMatchObject({
      state: 'results',
      failed: ['content'],
    })
    expect(resultView(ready([]), failed)).toEqual({ state: 'failed', failed: ['content'] })
    expect(resultView(failed, failed)).toEqual({ state: 'failed', failed: ['story', 'content'] })
  })

  it('narrows to one kind, ignoring the other’s state', () => {
    const stories = ready([story('1')])
    expect(resultView(stories, failed, 'story')).toMatchObject({ state: 'results', failed: [] })
    expect(resultView(stories, loading, 'story').state).toBe('results')
    const onlyContents = resultView(stories, ready([content('1')]), 'content')
    expect(onlyContents.state === 'results' && keys(onlyContents.hits)).toEqual(['content:c1'])
  })
})

describe('counts and the kind filter', () => {
  it('counts each kind and says when more wait', () => {
    const counts = resultCounts(ready(many(20, story), true), ready(many(3, content)))
    expect(counts).toEqual({
      all: { count: 23, more: true },
      story: { count: 20, more: true },
      content: { count: 3, more: false },
    })
  })

  it('offers the filter only when both kinds have results, else shows all', () => {
    const both = resultCounts(ready([story('1')]), ready([content('1')]))
    expect(availableFilter(both, 'content')).toEqual({ offered: true, filter: 'content' })
    const storiesOnly = resultCounts(ready([story('1')]), ready([]))
    expect(availableFilter(storiesOnly, 'content')).toEqual({ offered: false, filter: 'all' })
  })
})

describe('tags a keyword leads to', () => {
  const suggest = (input: Partial<Parameters<typeof tagSuggestions>[0]>) =>
    tagSuggestions({
      keyword: 'horror',
      searchedTags: [],
      contentTags: [],
      storyTags: [],
      normalize: normalizeHashtag,
      ...input,
    })

  it('offers a story’s tag as well as the contents’ (the tag the story has is found)', () => {
    expect(suggest({ storyTags: [['Horror', 'ghost'], ['cosmic-horror']] })).toEqual([
      { tag: 'cosmic-horror', count: 1 },
      { tag: 'horror', count: 1 },
    ])
  })

  it('adds up one tag across both kinds, normalized as the server does, most used first', () => {
    expect(
      suggest({
        contentTags: [
          { tag: 'horror', count: 2 },
          { tag: 'horror-asmr', count: 1 },
        ],
        storyTags: [['#HORROR'], [' horror ', 'horror']],
      }),
    ).toEqual([
      { tag: 'horror', count: 4 },
      { tag: 'horror-asmr', count: 1 },
    ])
  })

  it('leaves out tags already searched and tags without a word of the keyword', () => {
    expect(
      suggest({
        keyword: 'ghost horror',
        searchedTags: ['#Horror'],
        storyTags: [['horror', 'ghostly', 'cozy']],
      }),
    ).toEqual([{ tag: 'ghostly', count: 1 }])
  })

  it('offers nothing without a keyword, and at most ten', () => {
    expect(suggest({ keyword: '', storyTags: [['horror']] })).toEqual([])
    const tags = Array.from({ length: 15 }, (_, index) => `horror${index}`)
    expect(suggest({ storyTags: [tags] })).toHaveLength(MAX_TAG_SUGGESTIONS)
  })
})
