import { normalizeHashtag } from './hashtag'

/** What a search asks for: words to match and hashtags every result must carry. */
export interface SearchState {
  keyword: string
  tags: string[]
}

/** The server accepts at most 10 tags per search. */
export const MAX_SEARCH_TAGS = 10

/**
 * Splits what a player typed into the search box: `#word` is a hashtag, the rest is
 * the keyword. `'#cozy ghost  #Baking'` → `{ keyword: 'ghost', tags: ['cozy', 'baking'] }`.
 */
export function parseSearchInput(text: string): SearchState {
  const words = text.trim().split(/\s+/).filter(Boolean)
  const tags: string[] = []
  const keyword: string[] = []
  for (const word of words) {
    if (word.startsWith('#')) addTag(tags, word)
    else keyword.push(word)
  }
  return { keyword: keyword.join(' '), tags }
}

/** The search box text that gives back `state` (the inverse of `parseSearchInput`). */
export function searchInputText(state: SearchState): string {
  return [...state.tags.map((tag) => `#${tag}`), state.keyword].filter(Boolean).join(' ')
}

/**
 * Reads a search from the address's query string (`?q=ghost&tags=cozy,baking`), so a
 * search can be shared and reloaded.
 */
export function readSearchState(search: string): SearchState {
  const query = new URLSearchParams(search)
  const tags: string[] = []
  for (const value of query.getAll('tags')) {
    for (const tag of value.split(',')) addTag(tags, tag)
  }
  return { keyword: (query.get('q') ?? '').trim().replace(/\s+/g, ' '), tags }
}

/** The query string (with '?', or '' when empty) that `readSearchState` reads back. */
export function searchQueryString(state: SearchState): string {
  const query = new URLSearchParams()
  const keyword = state.keyword.trim()
  if (keyword) query.set('q', keyword)
  if (state.tags.length > 0) query.set('tags', state.tags.join(','))
  const text = query.toString()
  return text ? `?${text}` : ''
}

export function isEmptySearch(state: SearchState): boolean {
  return state.keyword.trim() === '' && state.tags.length === 0
}

function addTag(tags: string[], raw: string) {
  const tag = normalizeHashtag(raw)
  if (tag && !tags.includes(tag) && tags.length < MAX_SEARCH_TAGS) tags.push(tag)
}
