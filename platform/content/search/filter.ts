/**
 * The search filter (document 1's search filter entity): read from the query string of
 * GET /content/search, from its flat fields or the `options` JSON, checked and normalized
 * before any statement runs.
 */
import { z } from 'zod'
import { OBJECT_ID_PATTERN } from '../../db/ids'
import { badRequest, holdsNul, inputDate, nulInText, parseInput } from '../../http'
import type { ContentLanguage, ContentType } from '../catalog/tables'

export const SEARCH_TEXTS = {
  keywordRequired: 'Please enter a keyword to search.',
  creatorRequired: 'Please select a creator.',
  tagRequired: 'Please enter a tag.',
} as const

export const CONTENT_LANGUAGES = ['en', 'ko', 'jp', 'es'] as const
export const CONTENT_TYPES = ['story', 'clip', 'playlist', 'preview', 'scenario'] as const
export const SEARCH_SORTS = ['latest', 'oldest', 'popular', 'lowestPrice', 'highestPrice'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]

/** Chat-count bounds when a range leaves one out (document 1, §5 and §9). */
export const CHAT_COUNT_DEFAULT_MIN = 0
export const CHAT_COUNT_DEFAULT_MAX = 10000
export const CHAT_COUNT_MODES = ['greaterThan', 'lessThan', 'any', 'between'] as const
export type ChatCountMode = (typeof CHAT_COUNT_MODES)[number]

export const MAX_KEYWORD_LENGTH = 100
export const MAX_LIST = 20
export const MAX_RANGES = 5
export const MAX_PAGE_SIZE = 100
export const DEFAULT_PAGE_SIZE = 20
const MAX_PAGE = 500

export interface DateRange {
  start: Date | null
  end: Date | null
}
export interface NumberRange {
  min: number | null
  max: number | null
}
export interface ChatCountRange {
  min: number
  max: number
  mode: ChatCountMode
}

/** A checked filter: every list bounded, every tag lower case without '#'. */
export interface SearchFilter {
  keyword: string
  positiveTags: string[]
  negativeTags: string[]
  dateRanges: DateRange[]
  priceRanges: NumberRange[]
  chatCountRanges: ChatCountRange[]
  creatorLangs: ContentLanguage[]
  creatorTags: string[]
  creators: { oid: string; nickname: string | null }[]
  creatorSearch: boolean
  tagSearch: boolean
  adult: boolean
  contentTypes: ContentType[]
  langs: ContentLanguage[]
  /** One more creator tag every result's creator must carry (a sub-site's channel tag). */
  extraCreatorTag: string | null
}

export interface SearchRequest {
  filter: SearchFilter
  sort: SearchSort
  page: number
  limit: number
}

/**
 * A tag as stored for search: trimmed, lower case, without its leading '#' (the stories'
 * `normalizeHashtag`, so `# Horror` finds the same contents as stories).
 */
export function normalizeTag(tag: string): string {
  return tag.trim().replace(/^#+/, '').trim().toLowerCase()
}

const tag = z
  .string('Expected a tag')
  .max(50, 'A tag is at most 50 characters')
  .transform(normalizeTag)
const tagList = z
  .array(tag, 'Expected a list of tags')
  .max(MAX_LIST, `At most ${MAX_LIST} tags`)
  .transform((tags) => [...new Set(tags.filter(Boolean))])
const price = z.number('Expected a price').int('Expected a whole number').min(0).max(100_000_000)
const chatCount = z.number('Expected a chat count').int('Expected a whole number').min(0)
const optionalDate = inputDate().nullish()

const rangesOf = <T extends z.ZodType>(item: T) =>
  z.array(item, 'Expected a list of ranges').max(MAX_RANGES, `At most ${MAX_RANGES} ranges`)

const dateRange = z
  .object({ start: optionalDate, end: optionalDate }, 'Expected a date range')
  .transform((range) => ({ start: range.start ?? null, end: range.end ?? null }))
  .refine(
    (range) => !range.start || !range.end || range.start <= range.end,
    'A date range starts before it ends.',
  )
const priceRange = z
  .object({ min: price.nullish(), max: price.nullish() }, 'Expected a price range')
  .transform((range) => ({ min: range.min ?? null, max: range.max ?? null }))
  .refine(
    (range) => range.min === null || range.max === null || range.min <= range.max,
    'A price range starts below its end.',
  )
const chatCountRange = z
  .object(
    {
      min: chatCount.nullish(),
      max: chatCount.nullish(),
      mode: z.enum(CHAT_COUNT_MODES).nullish(),
    },
    'Expected a chat-count range',
  )
  .transform(
    (range): ChatCountRange => ({
      min: range.min ?? CHAT_COUNT_DEFAULT_MIN,
      max: range.max ?? CHAT_COUNT_DEFAULT_MAX,
      mode: range.mode ?? 'between',
    }),
  )
  .refine(
    (range) => range.mode !== 'between' || range.min <= range.max,
    'A chat-count range starts below its end.',
  )

const language = z.enum(CONTENT_LANGUAGES, 'Expected en, ko, jp or es')
const contentType = z.enum(CONTENT_TYPES, 'Expected story, clip, playlist, preview or scenario')
const creator = z
  .object(
    {
      oid: z.string().regex(OBJECT_ID_PATTERN, 'Expected a 24-character creator id'),
      nickname: z.string().max(100).nullish(),
    },
    'Expected a creator',
  )
  .transform((value) => ({ oid: value.oid, nickname: value.nickname ?? null }))

/** The filter as JSON (the `options` field): every field optional. */
const filterShape = z.object({
  keyword: z.string('Expected a keyword').max(MAX_KEYWORD_LENGTH, 'The keyword is too long.'),
  positiveTags: tagList,
  negativeTags: tagList,
  dateRanges: rangesOf(dateRange),
  priceRanges: rangesOf(priceRange),
  chatCountRanges: rangesOf(chatCountRange),
  creatorLangs: z.array(language).max(4),
  creatorTags: tagList,
  creators: z.array(creator).max(MAX_LIST, `At most ${MAX_LIST} creators`),
  creatorSearch: z.boolean('Expected true or false'),
  tagSearch: z.boolean('Expected true or false'),
  adult: z.boolean('Expected true or false'),
  contentTypes: z.array(contentType).max(CONTENT_TYPES.length),
  langs: z.array(language).max(4),
  extraCreatorTag: tag.nullable(),
  sort: z.enum(SEARCH_SORTS, 'Expected latest, oldest, popular, lowestPrice or highestPrice'),
  page: z.number().int().min(1).max(MAX_PAGE),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE),
})
type FilterInput = z.input<typeof filterShape>
const optionsSchema = filterShape.partial()

const DECIMAL = /^\d{1,15}$/
const listParam = z
  .string()
  .max(2000, 'The list is too long.')
  .transform((value) =>
    value
      .split(/[,|]/)
      .map((item) => item.trim())
      .filter(Boolean),
  )
const numberParam = (message: string) =>
  z.string().regex(DECIMAL, message).transform(Number).optional()
const booleanParam = z
  .enum(['true', 'false', '1', '0'], 'Expected true or false')
  .transform((value) => value === 'true' || value === '1')

/** The query string of GET /content/search: the spec's fields and the flat fields of the search page. */
const querySchema = z.object({
  keywords: z.string().optional(),
  keyword: z.string().optional(),
  creatorTags: listParam.optional(),
  contentTypes: listParam.optional(),
  adult: booleanParam.optional(),
  options: z.string().max(10_000, 'The options are too long.').optional(),
  extraCreatorTag: z.string().optional(),
  positiveTags: listParam.optional(),
  negativeTags: listParam.optional(),
  dateStart: z.string().optional(),
  dateEnd: z.string().optional(),
  priceMin: numberParam('Expected a whole price').optional(),
  priceMax: numberParam('Expected a whole price').optional(),
  chatCountMin: numberParam('Expected a whole chat count').optional(),
  chatCountMax: numberParam('Expected a whole chat count').optional(),
  chatCountMode: z.string().optional(),
  creatorLangs: listParam.optional(),
  creators: listParam.optional(),
  langs: listParam.optional(),
  creatorSearch: booleanParam.optional(),
  tagSearch: booleanParam.optional(),
  sort: z.string().optional(),
  page: numberParam('Expected a page number').optional(),
  limit: numberParam('Expected a page size').optional(),
})

function readOptions(options: string | undefined): z.output<typeof optionsSchema> {
  if (options === undefined || options === '') return {}
  let json: unknown
  try {
    json = JSON.parse(options)
  } catch {
    throw badRequest('INVALID_PARAMETERS', 'The options are not valid JSON.')
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw badRequest('INVALID_PARAMETERS', 'The options are not valid JSON.')
  if (holdsNul(json)) throw nulInText()
  // Sort and paging may also come inside `options.filter` (the search page's state).
  const record = json as Record<string, unknown>
  const nested =
    typeof record.filter === 'object' && record.filter !== null && !Array.isArray(record.filter)
      ? { ...(record.filter as Record<string, unknown>), ...record }
      : record
  delete (nested as { filter?: unknown }).filter
  return parseInput(optionsSchema, nested)
}

/**
 * The search request of GET /content/search: `options` (JSON: the filter's fields, `sort`,
 * `page`, `limit`) with the flat fields laid over it, then the search mode's required
 * input: a keyword, a creator (`creatorSearch`) or a tag (`tagSearch`).
 */
export function parseSearchQuery(query: Record<string, string>): SearchRequest {
  const flat = parseInput(querySchema, query)
  const fromOptions = readOptions(flat.options)
  const merged: FilterInput = { ...fromOptions } as FilterInput
  const keyword = flat.keywords ?? flat.keyword
  if (keyword !== undefined) merged.keyword = keyword
  if (flat.creatorTags) merged.creatorTags = flat.creatorTags
  if (flat.contentTypes) merged.contentTypes = flat.contentTypes as ContentType[]
  if (flat.adult !== undefined) merged.adult = flat.adult
  if (flat.extraCreatorTag !== undefined) merged.extraCreatorTag = flat.extraCreatorTag || null
  if (flat.positiveTags) merged.positiveTags = flat.positiveTags
  if (flat.negativeTags) merged.negativeTags = flat.negativeTags
  if (flat.dateStart || flat.dateEnd)
    merged.dateRanges = [{ start: flat.dateStart || null, end: flat.dateEnd || null }] as never
  if (flat.priceMin !== undefined || flat.priceMax !== undefined)
    merged.priceRanges = [{ min: flat.priceMin ?? null, max: flat.priceMax ?? null }]
  if (
    flat.chatCountMin !== undefined ||
    flat.chatCountMax !== undefined ||
    flat.chatCountMode !== undefined
  )
    merged.chatCountRanges = [
      {
        min: flat.chatCountMin ?? null,
        max: flat.chatCountMax ?? null,
        mode: (flat.chatCountMode || null) as ChatCountMode | null,
      },
    ]
  if (flat.creatorLangs) merged.creatorLangs = flat.creatorLangs as ContentLanguage[]
  if (flat.creators) merged.creators = flat.creators.map((oid) => ({ oid }))
  if (flat.langs) merged.langs = flat.langs as ContentLanguage[]
  if (flat.creatorSearch !== undefined) merged.creatorSearch = flat.creatorSearch
  if (flat.tagSearch !== undefined) merged.tagSearch = flat.tagSearch
  if (flat.sort !== undefined) merged.sort = flat.sort as SearchSort
  if (flat.page !== undefined) merged.page = flat.page
  if (flat.limit !== undefined) merged.limit = flat.limit
  return checkSearchRequest(merged)
}

/** Validates a whole request (defaults filled) and the search mode's required input. */
export function checkSearchRequest(input: Partial<FilterInput>): SearchRequest {
  const parsed = parseInput(filterShape, {
    keyword: '',
    positiveTags: [],
    negativeTags: [],
    dateRanges: [],
    priceRanges: [],
    chatCountRanges: [],
    creatorLangs: [],
    creatorTags: [],
    creators: [],
    creatorSearch: false,
    tagSearch: false,
    adult: false,
    contentTypes: [],
    langs: [],
    extraCreatorTag: null,
    sort: 'latest',
    page: 1,
    limit: DEFAULT_PAGE_SIZE,
    ...stripUndefined(input),
  })
  const { sort, page, limit, ...rest } = parsed
  const filter: SearchFilter = {
    ...rest,
    keyword: rest.keyword.trim(),
    creators: dedupeCreators(rest.creators),
    creatorLangs: [...new Set(rest.creatorLangs)],
    contentTypes: [...new Set(rest.contentTypes)],
    langs: [...new Set(rest.langs)],
    extraCreatorTag: rest.extraCreatorTag || null,
  }
  if (filter.creatorSearch) {
    if (filter.creators.length === 0)
      throw badRequest('CREATOR_REQUIRED', SEARCH_TEXTS.creatorRequired)
  } else if (filter.tagSearch) {
    if (filter.positiveTags.length === 0) {
      // The tag search's input box fills `keyword`; its words are the tags.
      const tags = filter.keyword
        .split(/[\s,]+/)
        .map(normalizeTag)
        .filter(Boolean)
      if (tags.length === 0) throw badRequest('TAG_REQUIRED', SEARCH_TEXTS.tagRequired)
      filter.positiveTags = [...new Set(tags)].slice(0, MAX_LIST)
      filter.keyword = ''
    }
  } else if (!hasSearchableText(filter.keyword)) {
    throw badRequest('KEYWORD_REQUIRED', SEARCH_TEXTS.keywordRequired)
  }
  return { filter, sort, page, limit }
}

/** Whether a keyword has a letter or digit to look for (punctuation alone finds nothing). */
export function hasSearchableText(keyword: string): boolean {
  return /[\p{L}\p{N}]/u.test(keyword)
}

function dedupeCreators(creators: { oid: string; nickname: string | null }[]) {
  const seen = new Set<string>()
  return creators.filter((creator) => !seen.has(creator.oid) && seen.add(creator.oid))
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined),
  ) as Partial<T>
}
