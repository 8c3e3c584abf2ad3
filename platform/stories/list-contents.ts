/**
 * `GET /chat-contents`: the writer's own contents (drafts and published, newest edit
 * first), or listed stories with the catalogue's filters, newest first.
 */
import { sql } from 'kysely'
import type { SessionUser } from '../http'
import { type CataloguePage, listCatalogue, PAGE_SIZE } from './catalogue'
import { CONTENT_COLUMNS, type OwnerContent, toOwnerContent } from './content-rows'
import { STORY_ERRORS } from './errors'
import { prefixTsQuery } from './keyword-query'
import type { StoriesContext } from './ports'

export interface ContentsQuery {
  creatorOid?: string | undefined
  status?: 'draft' | 'published' | undefined
  keyword?: string | undefined
  tags?: string[] | undefined
  adult?: boolean | undefined
  page: number
}

export interface MyContentsPage {
  contents: OwnerContent[]
  page: number
  pageSize: number
  hasMore: boolean
}

export async function listMyContents(
  context: StoriesContext,
  user: SessionUser,
  query: ContentsQuery,
): Promise<MyContentsPage> {
  let select = context.db
    .selectFrom('story_contents')
    .select([...CONTENT_COLUMNS])
    .where('creator_oid', '=', user.oid)
    .where('status', '<>', 'deleted')
  if (query.status) select = select.where('status', '=', query.status)
  if (query.keyword !== undefined) {
    const tsQuery = prefixTsQuery(query.keyword)
    if (!tsQuery) throw STORY_ERRORS.keywordRequired()
    select = select.where(sql<boolean>`search @@ to_tsquery('simple', ${tsQuery})`)
  }
  if (query.tags && query.tags.length > 0) {
    select = select.where(sql<boolean>`hashtags @> ${sql.val(query.tags)}::text[]`)
  }
  const rows = await select
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE + 1)
    .offset(query.page * PAGE_SIZE)
    .execute()
  return {
    contents: rows.slice(0, PAGE_SIZE).map(toOwnerContent),
    page: query.page,
    pageSize: PAGE_SIZE,
    hasMore: rows.length > PAGE_SIZE,
  }
}

export function listPublicContents(
  context: StoriesContext,
  viewer: SessionUser | null,
  query: ContentsQuery,
): Promise<CataloguePage> {
  return listCatalogue(context, viewer, 'new', {
    creatorOid: query.creatorOid,
    keyword: query.keyword,
    tags: query.tags,
    adult: query.adult,
    page: query.page,
  })
}
