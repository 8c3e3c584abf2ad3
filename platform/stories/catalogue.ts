/**
 * The players' catalogue: listed stories (published and public) ranked by chats, then
 * credits spent, in a UTC-day window; `new` orders by first publication. Adult stories
 * are shown only to adult-verified users who ask for them.
 */
import { type SelectQueryBuilder, sql } from 'kysely'
import type { DB } from '../db'
import type { SessionUser } from '../http'
import {
  CONTENT_COLUMNS,
  type ContentRow,
  type PublicContent,
  toPublicContent,
} from './content-rows'
import { STORY_ERRORS } from './errors'
import { prefixTsQuery } from './keyword-query'
import type { StoriesContext } from './ports'

export const PAGE_SIZE = 20
export type Ranking = 'daily' | 'weekly' | 'monthly' | 'new'

const WINDOW_DAYS: Record<Exclude<Ranking, 'new'>, number> = { daily: 1, weekly: 7, monthly: 30 }

export interface ListedFilters {
  keyword?: string | undefined
  tags?: string[] | undefined
  /** The player asks for adult stories; granted only when adult-verified. */
  adult?: boolean | undefined
  creatorOid?: string | undefined
  excludeContentOid?: string | undefined
  page: number
}

export interface RankedStory extends PublicContent {
  windowChats: number
  windowCredits: number
}

export interface CataloguePage {
  stories: RankedStory[]
  page: number
  pageSize: number
  hasMore: boolean
  /** True when adult stories were asked for but the viewer is not adult-verified. */
  adultHidden: boolean
}

const columns = CONTENT_COLUMNS.map((column) => `c.${column}` as const)

export async function listCatalogue(
  context: StoriesContext,
  viewer: SessionUser | null,
  ranking: Ranking,
  filters: ListedFilters,
): Promise<CataloguePage> {
  const includeAdult = filters.adult === true && !!viewer?.isAdult
  let query = applyFilters(
    context.db.selectFrom('story_contents as c').select(columns),
    filters,
    includeAdult,
  )
  if (ranking === 'new') {
    query = query
      .select([sql<number>`0`.as('window_chats'), sql<number>`0`.as('window_credits')])
      .orderBy('c.first_published_at', 'desc')
      .orderBy('c.id', 'desc')
  } else {
    const from = windowStart(context.clock.now(), WINDOW_DAYS[ranking])
    const totals = context.db
      .selectFrom('story_daily_stats')
      .select([
        'content_oid',
        sql<number>`sum(chats)::float8`.as('chats'),
        sql<number>`sum(credits)::float8`.as('credits'),
      ])
      .where('day', '>=', from)
      .groupBy('content_oid')
      .as('s')
    query = query
      .leftJoin(totals, 's.content_oid', 'c.id')
      .select([
        sql<number>`coalesce(s.chats, 0)`.as('window_chats'),
        sql<number>`coalesce(s.credits, 0)`.as('window_credits'),
      ])
      .orderBy(sql`coalesce(s.chats, 0)`, 'desc')
      .orderBy(sql`coalesce(s.credits, 0)`, 'desc')
      .orderBy('c.first_published_at', 'desc')
      .orderBy('c.id', 'desc')
  }
  const rows = (await query
    .limit(PAGE_SIZE + 1)
    .offset(filters.page * PAGE_SIZE)
    .execute()) as unknown as (ContentRow & { window_chats: number; window_credits: number })[]
  return {
    stories: rows.slice(0, PAGE_SIZE).map((row) => ({
      ...toPublicContent(row),
      windowChats: Number(row.window_chats),
      windowCredits: Number(row.window_credits),
    })),
    page: filters.page,
    pageSize: PAGE_SIZE,
    hasMore: rows.length > PAGE_SIZE,
    adultHidden: filters.adult === true && !includeAdult,
  }
}

function applyFilters<Output>(
  base: SelectQueryBuilder<DB & { c: DB['story_contents'] }, 'c', Output>,
  filters: ListedFilters,
  includeAdult: boolean,
) {
  let query = base.where('c.status', '=', 'published').where('c.visibility', '=', 'public')
  if (!includeAdult) query = query.where('c.adult', '=', false)
  if (filters.keyword !== undefined) {
    const tsQuery = prefixTsQuery(filters.keyword)
    if (!tsQuery) throw STORY_ERRORS.keywordRequired()
    query = query.where(sql<boolean>`c.search @@ to_tsquery('simple', ${tsQuery})`)
  }
  if (filters.tags && filters.tags.length > 0) {
    query = query.where(sql<boolean>`c.hashtags @> ${sql.val(filters.tags)}::text[]`)
  }
  if (filters.creatorOid) {
    query = query.where(
      sql<boolean>`coalesce(c.story_chat_creator_oid, c.creator_oid) = ${filters.creatorOid}`,
    )
  }
  if (filters.excludeContentOid) query = query.where('c.id', '<>', filters.excludeContentOid)
  return query
}

/** First UTC day of a window of `days` days ending today, as 'YYYY-MM-DD'. */
export function windowStart(now: Date, days: number): string {
  return utcDay(new Date(now.getTime() - (days - 1) * 86_400_000))
}

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}
