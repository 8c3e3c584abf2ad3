/** The studio's lists of a creator's contents (GET /content/projected), a page per list. */
import { sql } from 'kysely'
import type { SessionUser } from '../../http'
import { type ContentRow, isAdmin } from './access'
import type { CatalogContext } from './context'
import type { ProjectedAnswer, ProjectedContent, ProjectedList } from './contract'
import { encodingFailureOf } from './encoding-failure'
import { CATALOG_ERRORS } from './errors'
import { requireCreator } from './lifecycle'
import { dueCheck } from './schedule'

export const LISTS: readonly ProjectedList[] = [
  'unpublished',
  'inprogress',
  'scheduled',
  'published',
  'clips',
  'scenario',
]

/** The list a content shows in: clips and scenarios by type, the rest by status. */
const listOf = sql<ProjectedList>`case
      when content_type = 'clip' then 'clips'
      when content_type = 'scenario' then 'scenario'
      when status = 'encoding' then 'inprogress'
      else status end`

export interface ProjectedQuery {
  list?: ProjectedList
  limit: number
  offset: number
  creatorOid?: string
}

export async function projected(
  context: CatalogContext,
  user: SessionUser,
  query: ProjectedQuery,
): Promise<ProjectedAnswer> {
  requireCreator(user)
  const creatorOid = query.creatorOid ?? user.oid
  if (creatorOid !== user.oid && !isAdmin(user)) throw CATALOG_ERRORS.notOwner()
  await dueCheck(context)
  const base = context.db
    .selectFrom('contents')
    .where('creator_oid', '=', creatorOid)
    .where('status', '<>', 'deleted')
  const [rows, counts] = await Promise.all([
    context.db
      .selectFrom(
        base
          .select([
            'oid',
            'title',
            'thumbnail',
            'content_type',
            'category',
            'media',
            'status',
            'visibility',
            'price',
            'views',
            'likes',
            'updated_at',
            'published_at',
            'scheduled_at',
            'encoding_error',
            'viewable_tiers',
            'free_tier',
            listOf.as('list'),
            sql<number>`row_number() over (partition by ${listOf} order by updated_at desc, oid desc)`.as(
              'rank',
            ),
          ])
          .$if(!!query.list, (q) => q.where(listOf, '=', query.list as ProjectedList))
          .as('ranked'),
      )
      .selectAll()
      .where('rank', '>', query.offset)
      .where('rank', '<=', query.offset + query.limit)
      .orderBy('list')
      .orderBy('rank')
      .execute(),
    base
      .select([listOf.as('list'), (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(listOf)
      .execute(),
  ])
  const sales = await salesOf(
    context,
    rows.map((row) => row.oid),
  )
  return groupProjected(rows, counts, query.list, sales)
}

/** The sales of the listed contents (the purchases capability's rows, in this area). */
async function salesOf(
  context: CatalogContext,
  contentOids: readonly string[],
): Promise<Map<string, SalesStats>> {
  if (contentOids.length === 0) return new Map()
  const rows = await context.db
    .selectFrom('content_purchases')
    .select([
      'content_oid',
      (eb) => eb.fn.countAll<string>().as('n'),
      (eb) => eb.fn.sum<string>('price').as('coins'),
    ])
    .where('content_oid', 'in', contentOids)
    .groupBy('content_oid')
    .execute()
  return new Map(
    rows.map((row) => [
      row.content_oid,
      { purchases: Number(row.n), revenue: Number(row.coins ?? 0) },
    ]),
  )
}

/** One studio row as the list query selects it. */
export type ProjectedRow = Pick<
  ContentRow,
  | 'oid'
  | 'title'
  | 'thumbnail'
  | 'content_type'
  | 'category'
  | 'media'
  | 'status'
  | 'visibility'
  | 'price'
  | 'views'
  | 'likes'
  | 'updated_at'
  | 'published_at'
  | 'scheduled_at'
  | 'encoding_error'
  | 'viewable_tiers'
  | 'free_tier'
> & { list: ProjectedList }

/** One content's sales: how many, and the coins paid for them. */
export interface SalesStats {
  purchases: number
  revenue: number
}

/** The page's rows into their lists (every list asked for present), with every list's total. */
export function groupProjected(
  rows: readonly ProjectedRow[],
  counts: readonly { list: ProjectedList; n: string | number }[],
  only?: ProjectedList,
  sales: ReadonlyMap<string, SalesStats> = new Map(),
): ProjectedAnswer {
  const lists: ProjectedAnswer['lists'] = {}
  for (const list of only ? [only] : LISTS) lists[list] = []
  for (const row of rows) lists[row.list]?.push(projectedItem(row, sales.get(row.oid)))
  const totals = Object.fromEntries(LISTS.map((list) => [list, 0])) as Record<ProjectedList, number>
  for (const count of counts) totals[count.list] = Number(count.n)
  return { lists, counts: totals }
}

function projectedItem(row: ProjectedRow, sales?: SalesStats): ProjectedContent {
  return {
    contentOid: row.oid,
    title: row.title,
    thumbnail: row.thumbnail,
    contentType: row.content_type,
    category: row.category,
    media: row.media,
    status: row.status,
    isPrivateContent: row.visibility === 'private',
    price: row.price,
    views: Number(row.views),
    likes: Number(row.likes),
    modified: new Date(row.updated_at).toISOString(),
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
    scheduledAt: row.scheduled_at ? new Date(row.scheduled_at).toISOString() : null,
    viewableTiers: row.viewable_tiers,
    freeTier: row.free_tier,
    purchases: sales?.purchases ?? 0,
    revenue: sales?.revenue ?? 0,
    encodingFailure: encodingFailureOf(row.encoding_error),
  }
}
