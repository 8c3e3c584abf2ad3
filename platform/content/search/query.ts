/**
 * The statements behind content search, on both engines. A keyword's terms are matched
 * against the indexed search expressions of migration 0420: a term of three or more
 * characters anywhere in the lower-case text (pg_trgm's index serves the LIKE), a shorter
 * one as a word prefix or a CJK character pair (the 'simple' full-text index), so Korean
 * and Japanese words are found inside text written without spaces.
 */
import {
  type Expression,
  type ExpressionBuilder,
  type QueryCreator,
  type SqlBool,
  sql,
} from 'kysely'
import type { DB } from '../../db'
import { excludeHiddenContents, type HiddenItems, hidesContents } from '../hidden'
import type { ContentHit } from './contract'
import type { SearchFilter, SearchSort } from './filter'

/** Terms of a keyword: runs of letters and digits, at most 8. */
export function keywordTerms(keyword: string): string[] {
  return [...new Set(keyword.match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8)
}

/** Terms this long or longer are matched anywhere inside words, through the trigram index. */
export const TRIGRAM_TERM_LENGTH = 3

type Eb = ExpressionBuilder<DB, 'contents'>

const searchText = sql`content_search_text(contents.title, contents.multi_lang_title, contents.description, contents.hashtags)`
const searchVector = sql`content_search_vector(contents.title, contents.multi_lang_title, contents.description, contents.hashtags)`
export const searchTags = sql`content_search_tags(contents.hashtags)`

/**
 * Published, public, not hidden nor deleted. Written as literals: the search indexes are
 * partial on exactly these, and a prepared statement's parameters would not prove it.
 */
export const visibleContent = sql<SqlBool>`contents.status = 'published' and contents.visibility = 'public' and contents.deleted_at is null and not contents.hide_content`

/** Every term of the keyword is found (see the module's comment). */
export function keywordMatch(keyword: string): Expression<SqlBool> | null {
  const terms = keywordTerms(keyword)
  if (terms.length === 0) return null
  const long = terms.filter((term) => [...term].length >= TRIGRAM_TERM_LENGTH)
  const short = terms.filter((term) => [...term].length < TRIGRAM_TERM_LENGTH)
  const parts = long.map((term) => sql<SqlBool>`${searchText} like '%' || lower(${term}) || '%'`)
  // Letters and digits only, so no tsquery syntax can be injected.
  if (short.length > 0)
    parts.push(
      sql<SqlBool>`${searchVector} @@ to_tsquery('simple', ${short.map((term) => `${term}:*`).join(' & ')})`,
    )
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`
}

/** What the caller may see beyond the filter: adult contents and blind-tagged ones. */
export interface SearchViewer {
  includeAdult: boolean
  /** Tags hidden from this caller (empty for admins). */
  blindTags: string[]
  /** What the caller blocked: contents, their creators, tags (none for a visitor). */
  hidden?: HiddenItems
}

export function viewerConditions(eb: Eb, viewer: SearchViewer): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [visibleContent]
  if (!viewer.includeAdult) conditions.push(eb('contents.adult', '=', false))
  if (viewer.blindTags.length > 0)
    conditions.push(sql<SqlBool>`not (${searchTags} && ${textArray(viewer.blindTags)})`)
  if (viewer.hidden && hidesContents(viewer.hidden))
    conditions.push(
      excludeHiddenContents(viewer.hidden, {
        oid: 'contents.oid',
        creatorOid: 'contents.creator_oid',
        hashtags: 'contents.hashtags',
      }),
    )
  return conditions
}

export const textArray = (values: readonly string[]) => sql`cast(${[...values]} as text[])`

/** Creators resolved outside this area (by their account language), or null when not asked. */
export interface ResolvedCreators {
  byLanguage: string[] | null
}

/** The filter's conditions besides the keyword. */
export function filterConditions(
  eb: Eb,
  filter: SearchFilter,
  resolved: ResolvedCreators,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = []
  if (filter.positiveTags.length > 0)
    conditions.push(sql<SqlBool>`${searchTags} @> ${textArray(filter.positiveTags)}`)
  if (filter.negativeTags.length > 0)
    conditions.push(sql<SqlBool>`not (${searchTags} && ${textArray(filter.negativeTags)})`)
  if (filter.dateRanges.length > 0)
    conditions.push(
      eb.or(
        filter.dateRanges.map((range) =>
          eb.and([
            ...(range.start ? [eb('contents.published_at', '>=', range.start)] : []),
            ...(range.end ? [eb('contents.published_at', '<=', range.end)] : []),
          ]),
        ),
      ),
    )
  if (filter.priceRanges.length > 0)
    conditions.push(
      eb.or(
        filter.priceRanges.map((range) =>
          eb.and([
            ...(range.min !== null ? [eb('contents.price', '>=', range.min)] : []),
            ...(range.max !== null ? [eb('contents.price', '<=', range.max)] : []),
          ]),
        ),
      ),
    )
  // 'any' lets every count through, so a list holding it filters nothing.
  if (
    filter.chatCountRanges.length > 0 &&
    !filter.chatCountRanges.some((range) => range.mode === 'any')
  )
    conditions.push(
      eb.or(
        filter.chatCountRanges.map((range) =>
          eb.and([
            ...(range.mode !== 'lessThan' ? [eb('contents.chat_count', '>=', range.min)] : []),
            ...(range.mode !== 'greaterThan' ? [eb('contents.chat_count', '<=', range.max)] : []),
          ]),
        ),
      ),
    )
  if (filter.contentTypes.length > 0)
    conditions.push(eb('contents.content_type', 'in', filter.contentTypes))
  if (filter.langs.length > 0) conditions.push(eb('contents.language', 'in', filter.langs))
  if (filter.creators.length > 0)
    conditions.push(
      eb(
        'contents.creator_oid',
        'in',
        filter.creators.map((creator) => creator.oid),
      ),
    )
  if (resolved.byLanguage !== null)
    conditions.push(
      resolved.byLanguage.length > 0
        ? sql<SqlBool>`contents.creator_oid = any(cast(${resolved.byLanguage} as bpchar[]))`
        : sql<SqlBool>`false`,
    )
  for (const tags of [
    filter.creatorTags,
    ...(filter.extraCreatorTag ? [[filter.extraCreatorTag]] : []),
  ])
    if (tags.length > 0) conditions.push(creatorTagged(tags))
  return conditions
}

/**
 * A creator carries the tags of their published contents: the accounts area keeps no tags
 * of its own for creators, and a channel is known by what it publishes.
 */
function creatorTagged(tags: string[]): Expression<SqlBool> {
  return sql<SqlBool>`contents.creator_oid in (
    select tagged.creator_oid from contents as tagged
    where tagged.status = 'published' and tagged.visibility = 'public'
      and content_search_tags(tagged.hashtags) && ${textArray(tags)})`
}

/** The order of each sort; the id breaks ties, so pages never overlap. */
export function orderBy(sort: SearchSort) {
  switch (sort) {
    case 'latest':
      return sql`contents.published_at desc, contents.oid desc`
    case 'oldest':
      return sql`contents.published_at asc, contents.oid asc`
    case 'popular':
      return sql`contents.likes desc, contents.play_count desc, contents.views desc, contents.oid desc`
    case 'lowestPrice':
      return sql`contents.price asc, contents.published_at desc, contents.oid desc`
    case 'highestPrice':
      return sql`contents.price desc, contents.published_at desc, contents.oid desc`
  }
}

/** The columns a search hit is shown with. */
export function selectHits(db: QueryCreator<DB>) {
  return db
    .selectFrom('contents')
    .select([
      'contents.oid',
      'contents.creator_oid',
      'contents.content_type',
      'contents.category',
      'contents.media',
      'contents.title',
      'contents.multi_lang_title',
      'contents.description',
      'contents.hashtags',
      'contents.language',
      'contents.thumbnail',
      'contents.adult',
      'contents.price',
      'contents.free_tier',
      'contents.views',
      'contents.likes',
      'contents.play_count',
      'contents.chat_count',
      'contents.length_seconds',
      'contents.published_at',
      'contents.created_at',
    ])
}

export type { ContentHit }

export type HitRow = Awaited<ReturnType<ReturnType<typeof selectHits>['execute']>>[number]

/** Descriptions are cut for result lists; the content page reads the whole one. */
const DESCRIPTION_PREVIEW = 200

export function toHit(row: HitRow): ContentHit {
  return {
    contentOid: row.oid,
    creatorOid: row.creator_oid,
    contentType: row.content_type,
    category: row.category,
    media: row.media,
    title: row.title,
    multiLangTitle: row.multi_lang_title as unknown as Record<string, string>,
    description: [...row.description].slice(0, DESCRIPTION_PREVIEW).join(''),
    hashtags: row.hashtags,
    language: row.language,
    thumbnail: row.thumbnail,
    isAdultContent: row.adult,
    price: row.price,
    isPaidContent: row.price > 0 && !row.free_tier,
    views: Number(row.views),
    likes: Number(row.likes),
    playCount: Number(row.play_count),
    chatCount: Number(row.chat_count),
    length: row.length_seconds,
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  }
}
