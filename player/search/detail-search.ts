import type { ChatCountMode, DetailSearch, SearchMode } from '../../web/api/content'

/** Creator chips show at most 10 characters, then '...' (document 1, §5). */
export const CREATOR_CHIP_CHARS = 10
export const CHAT_COUNT_DEFAULT_MIN = 0
export const CHAT_COUNT_DEFAULT_MAX = 10000

export function creatorChip(nickname: string): string {
  const characters = [...nickname]
  return characters.length > CREATOR_CHIP_CHARS
    ? `${characters.slice(0, CREATOR_CHIP_CHARS).join('')}...`
    : nickname
}

export function emptyDetailSearch(mode: SearchMode = 'keyword'): DetailSearch {
  return {
    mode,
    keyword: '',
    positiveTags: [],
    negativeTags: [],
    dateStart: '',
    dateEnd: '',
    priceMin: null,
    priceMax: null,
    chatCountMode: 'any',
    chatCount: null,
    creatorLangs: [],
    creators: [],
    adult: false,
    contentTypes: [],
    langs: [],
    sort: 'latest',
  }
}

/** Tags typed into a field: split on commas and spaces, '#' and duplicates dropped. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(/[,\s]+/)
    .map((tag) => tag.trim().replace(/^#+/, ''))
    .filter(Boolean)
  return [...new Set(tags)]
}

/** The spec's refusal for the search mode, as an i18n key, or null when it may run. */
export function detailSearchProblem(
  search: DetailSearch,
): `detailSearch.${'keywordRequired' | 'creatorRequired' | 'tagRequired'}` | null {
  if (search.mode === 'keyword' && !search.keyword.trim()) return 'detailSearch.keywordRequired'
  if (search.mode === 'creator' && search.creators.length === 0)
    return 'detailSearch.creatorRequired'
  if (search.mode === 'tag' && search.positiveTags.length === 0) return 'detailSearch.tagRequired'
  return null
}

/**
 * The chat-count range the filter means: greater than N is N..10000, less than N is 0..N,
 * any is no range; a missing value takes the default bound (0 or 10000).
 */
export function chatCountRange(
  mode: ChatCountMode,
  value: number | null,
): { min: number; max: number } | null {
  if (mode === 'any') return null
  if (mode === 'greaterThan')
    return { min: value ?? CHAT_COUNT_DEFAULT_MIN, max: CHAT_COUNT_DEFAULT_MAX }
  return { min: CHAT_COUNT_DEFAULT_MIN, max: value ?? CHAT_COUNT_DEFAULT_MAX }
}
