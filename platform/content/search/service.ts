import {
  type Expression,
  type ExpressionBuilder,
  expressionBuilder,
  type SqlBool,
  sql,
} from 'kysely'
import type { DB } from '../../db'
import { readSetting } from '../../db/settings'
import { badRequest, notFound, type SessionUser } from '../../http'
import type { ContentCategory, ContentLanguage } from '../catalog/tables'
import type { ContentDeps } from '../ports'
import type { MainSearchAnswer, SearchPage } from './contract'
import {
  hasSearchableText,
  normalizeTag,
  SEARCH_TEXTS,
  type SearchRequest,
  type SearchSort,
} from './filter'
import {
  filterConditions,
  type HitRow,
  keywordMatch,
  keywordTerms,
  orderBy,
  type SearchViewer,
  searchTags,
  selectHits,
  toHit,
  viewerConditions,
} from './query'

/**
 * The run-time setting (app_settings) listing tags whose contents are hidden from everyone
 * but admins, lower case without '#'. The catalog reads the same key for its lists.
 */
export const BLIND_TAGS_SETTING = 'content.blindTags'

export type SearchDeps = ContentDeps
export type { MainSearchAnswer, SearchPage } from './contract'
export type { CreatorDirectory, SearchCreator } from './ports'

export interface MainSearchInput {
  keyword: string | null
  category: ContentCategory | null
  langs: ContentLanguage[]
  adult: boolean
  limit: number
}

export const MAIN_SEARCH_CREATORS = 10
/** A keyword with fewer hits than this is searched through its index alone (fewKeywordHits). */
export const KEYWORD_CANDIDATES = 2000
export const MAIN_SEARCH_TAGS = 10

export function createSearchService(
  deps: SearchDeps,
  options: { keywordCandidates?: number } = {},
) {
  const { db } = deps
  const keywordCandidates = options.keywordCandidates ?? KEYWORD_CANDIDATES

  async function viewerOf(user: SessionUser | null, adultAsked: boolean): Promise<SearchViewer> {
    const admin = user?.roles.includes('admin') ?? false
    const stored = admin ? [] : await readSetting<unknown>(db, BLIND_TAGS_SETTING, [])
    const blindTags = Array.isArray(stored)
      ? stored
          .filter((tag): tag is string => typeof tag === 'string')
          .map(normalizeTag)
          .filter(Boolean)
      : []
    // Adult contents only when asked for and the caller is adult-verified.
    // A signed-in caller's blocks leave search, discovery and recommendations as they leave lists.
    const hidden = user && deps.hidden ? await deps.hidden.hiddenFor(user.oid) : undefined
    return {
      includeAdult: adultAsked && user?.isAdult === true,
      blindTags,
      ...(hidden ? { hidden } : {}),
    }
  }

  /**
   * One page of a keyword's hits when the keyword has fewer than `keywordCandidates` of them,
   * read through the keyword's index and sorted; null when it has more. The planner cannot
   * count a word inside the search text, guesses a short one common and read every content
   * newest first looking for a rare one (hundreds of ms); a common word is found quickly
   * that way, so it is left to the plain query.
   */
  async function fewKeywordHits(
    where: (eb: ExpressionBuilder<DB, 'contents'>) => Expression<SqlBool>,
    sort: SearchSort,
    offset: number,
    limit: number,
  ): Promise<HitRow[] | null> {
    const rows = await db
      .with(
        (cte) => cte('matched').materialized(),
        (query) => selectHits(query).where(where).limit(keywordCandidates),
      )
      .selectFrom('matched as contents')
      .selectAll()
      .select(sql<string>`count(*) over ()`.as('matched'))
      .orderBy(orderBy(sort))
      .offset(offset)
      .limit(limit)
      .execute()
    const first = rows[0]
    // An empty page past the first says nothing of how many there were.
    if (!first) return offset === 0 ? [] : null
    return Number(first.matched) < keywordCandidates ? rows : null
  }

  return {
    viewerOf,

    /** GET /content/search: one page of hits in the chosen order. */
    async search(request: SearchRequest, user: SessionUser | null): Promise<SearchPage> {
      const { filter, sort, page, limit } = request
      const viewer = await viewerOf(user, filter.adult)
      const byLanguage =
        filter.creatorLangs.length === 0
          ? null
          : deps.creators
            ? await deps.creators.oidsByLanguage(filter.creatorLangs)
            : null
      const keyword = keywordMatch(filter.keyword)
      const where = (eb: ExpressionBuilder<DB, 'contents'>) =>
        eb.and([
          ...viewerConditions(eb, viewer),
          ...(keyword ? [keyword] : []),
          ...filterConditions(
            eb,
            // Without an accounts directory, creator languages fall back to content languages.
            byLanguage === null && filter.creatorLangs.length > 0 && !deps.creators
              ? { ...filter, langs: [...new Set([...filter.langs, ...filter.creatorLangs])] }
              : filter,
            { byLanguage },
          ),
        ])
      const offset = (page - 1) * limit
      const rows =
        (keyword ? await fewKeywordHits(where, sort, offset, limit + 1) : null) ??
        (await selectHits(db)
          .where(where)
          .orderBy(orderBy(sort))
          .offset(offset)
          .limit(limit + 1)
          .execute())
      return {
        contents: rows.slice(0, limit).map(toHit),
        page,
        limit,
        hasMore: rows.length > limit,
      }
    },

    /**
     * GET /content/main-search: a keyword's results split into creators, tags and keyword
     * hits; without a keyword, a category's newest contents (the category shelves).
     */
    async mainSearch(input: MainSearchInput, user: SessionUser | null): Promise<MainSearchAnswer> {
      const viewer = await viewerOf(user, input.adult)
      const keyword = input.keyword?.trim() ?? ''
      if (!keyword && !input.category)
        throw badRequest('KEYWORD_REQUIRED', SEARCH_TEXTS.keywordRequired)
      if (keyword && !hasSearchableText(keyword))
        throw badRequest('KEYWORD_REQUIRED', SEARCH_TEXTS.keywordRequired)
      const match = keyword ? keywordMatch(keyword) : null
      const where = (eb: ExpressionBuilder<DB, 'contents'>): Expression<SqlBool> =>
        eb.and([
          ...viewerConditions(eb, viewer),
          ...(match ? [match] : []),
          ...(input.category ? [eb('contents.category', '=', input.category)] : []),
          ...(input.langs.length > 0 ? [eb('contents.language', 'in', input.langs)] : []),
        ])
      const contentsQuery = selectHits(db)
        .where(where)
        .orderBy(
          match
            ? sql`contents.likes desc, contents.published_at desc, contents.oid desc`
            : sql`contents.published_at desc, contents.oid desc`,
        )
        .limit(input.limit)
      if (!keyword) {
        return {
          keyword: null,
          creators: [],
          tags: [],
          contents: (await contentsQuery.execute()).map(toHit),
        }
      }
      const terms = keywordTerms(keyword).map((term) => term.toLowerCase())
      // The tags of the matching contents that hold a term of the keyword, most used first.
      const tagsQuery = sql<{ tag: string; count: number }>`
        select tag_row.tag, count(*)::int as count
        from contents, unnest(${searchTags}) as tag_row (tag)
        where ${where(expressionBuilder<DB, 'contents'>())}
          and (${sql.join(
            terms.map((term) => sql`strpos(tag_row.tag, ${term}) > 0`),
            sql` or `,
          )})
        group by tag_row.tag
        order by count(*) desc, tag_row.tag
        limit ${MAIN_SEARCH_TAGS}`
      const [contents, tags, creators] = await Promise.all([
        contentsQuery.execute(),
        tagsQuery.execute(db).then((result) => result.rows),
        deps.creators ? deps.creators.search(keyword, MAIN_SEARCH_CREATORS) : [],
      ])
      return {
        keyword,
        creators,
        tags: tags.map((row) => ({ tag: row.tag, count: Number(row.count) })),
        contents: contents.map(toHit),
      }
    },

    /**
     * GET /content/discovery: the shelf an admin curated for a language, in its order; the
     * language's most liked recent contents fill what pins leave empty.
     */
    async discovery(
      input: { language: ContentLanguage; count: number; adult: boolean },
      user: SessionUser | null,
    ) {
      const viewer = await viewerOf(user, input.adult)
      const pinned = await selectHits(db)
        .innerJoin('content_discovery', 'content_discovery.content_oid', 'contents.oid')
        .select(['content_discovery.position'])
        .where((eb) =>
          eb.and([
            ...viewerConditions(eb, viewer),
            eb('content_discovery.language', '=', input.language),
          ]),
        )
        .orderBy('content_discovery.position')
        .orderBy('content_discovery.created_at', 'desc')
        .limit(input.count)
        .execute()
      const pinnedOids = pinned.map((row) => row.oid)
      const fill =
        pinned.length >= input.count
          ? []
          : await selectHits(db)
              .where((eb) =>
                eb.and([
                  ...viewerConditions(eb, viewer),
                  eb('contents.language', '=', input.language),
                  ...(pinnedOids.length > 0 ? [eb('contents.oid', 'not in', pinnedOids)] : []),
                ]),
              )
              .orderBy(sql`contents.likes desc, contents.published_at desc, contents.oid desc`)
              .limit(input.count - pinned.length)
              .execute()
      return {
        language: input.language,
        pinned: pinned.map((row) => ({ ...toHit(row), position: row.position })),
        contents: [...pinned, ...fill].map(toHit),
      }
    },

    /** POST /content/discovery (admins): pins a published public content to a language's shelf. */
    async pin(
      admin: SessionUser,
      input: { contentOid: string; language: ContentLanguage; position: number },
    ) {
      const content = await db
        .selectFrom('contents')
        .select('oid')
        .where('oid', '=', input.contentOid)
        .where(sql<SqlBool>`status = 'published' and visibility = 'public' and deleted_at is null`)
        .executeTakeFirst()
      if (!content)
        throw notFound('There is no published content with this id.', 'CONTENT_NOT_FOUND')
      await db
        .insertInto('content_discovery')
        .values({
          language: input.language,
          content_oid: input.contentOid,
          position: input.position,
          pinned_by: admin.oid,
          created_at: deps.clock.now(),
        })
        .onConflict((conflict) =>
          conflict.columns(['language', 'content_oid']).doUpdateSet({
            position: input.position,
            pinned_by: admin.oid,
          }),
        )
        .execute()
      return { contentOid: input.contentOid, language: input.language, position: input.position }
    },

    /** DELETE /content/discovery (admins): takes a content off a language's shelf. */
    async unpin(input: { contentOid: string; language: ContentLanguage }) {
      const removed = await db
        .deleteFrom('content_discovery')
        .where('language', '=', input.language)
        .where('content_oid', '=', input.contentOid)
        .executeTakeFirst()
      if (Number(removed.numDeletedRows) === 0)
        throw notFound('This content is not on the discovery shelf.', 'NOT_PINNED')
      return { contentOid: input.contentOid, language: input.language, removed: true }
    },
  }
}

export type SearchService = ReturnType<typeof createSearchService>
