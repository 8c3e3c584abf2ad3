/** Lists every viewer reads: all stories, a page at a time, and a creator's content oids. */
import { sql } from 'kysely'
import type { SessionUser } from '../../http'
import { excludeHiddenContents, type HiddenItems, hidesContents } from '../hidden'
import { decideCanView, isAdmin } from './access'
import type { CatalogContext } from './context'
import type { AllStoryAnswer, CreatorContentOidsAnswer } from './contract'
import { decodeCursor, encodeCursor } from './cursor'
import { dueCheck } from './schedule'
import { blindTags, entitlementsFor, hiddenFor, viewOf } from './viewing'

export interface AllStoryQuery {
  category?: string
  media?: string
  language?: string
  cursor?: string
  limit: number
}

/**
 * Published, public, listed contents a viewer may see in lists (adult ones for adults
 * only), without others' contents the viewer blocked.
 */
function listed(
  context: CatalogContext,
  viewer: SessionUser | null,
  blind: string[],
  hidden: HiddenItems,
) {
  return (
    context.db
      .selectFrom('contents')
      .selectAll()
      .where('status', '=', 'published')
      .where('visibility', '=', 'public')
      .where('hide_content', '=', false)
      .$if(!viewer?.isAdult && !isAdmin(viewer), (q) => q.where('adult', '=', false))
      .$if(blind.length > 0 && !isAdmin(viewer), (q) =>
        q.where(sql<boolean>`not (hashtags && ${sql.val(blind)}::text[])`),
      )
      // The viewer's blocks hide others' contents, never their own.
      .$if(hidesContents(hidden), (q) =>
        q.where((eb) =>
          eb.or([eb('creator_oid', '=', viewer?.oid ?? ''), excludeHiddenContents(hidden)]),
        ),
      )
  )
}

export async function allStory(
  context: CatalogContext,
  viewer: SessionUser | null,
  query: AllStoryQuery,
): Promise<AllStoryAnswer> {
  await dueCheck(context)
  const [blind, hidden] = await Promise.all([blindTags(context), hiddenFor(context, viewer)])
  let q = listed(context, viewer, blind, hidden).where('content_type', '=', 'story')
  if (query.category) q = q.where('category', '=', query.category as never)
  if (query.media) q = q.where('media', '=', query.media as never)
  if (query.language) q = q.where('language', '=', query.language as never)
  if (query.cursor) {
    const [at, oid] = decodeCursor(query.cursor)
    q = q.where((eb) =>
      eb.or([
        eb('published_at', '<', at),
        eb.and([eb('published_at', '=', at), eb('oid', '<', oid)]),
      ]),
    )
  }
  const rows = await q
    .orderBy('published_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(query.limit + 1)
    .execute()
  const page = rows.slice(0, query.limit)
  const entitlements = await entitlementsFor(context, viewer, page)
  const last = page.at(-1)
  return {
    contents: page.map((row) =>
      viewOf(context, viewer, row, decideCanView(viewer, row, entitlements.get(row.oid) ?? null)),
    ),
    nextCursor:
      rows.length > query.limit && last?.published_at
        ? encodeCursor(last.published_at, last.oid)
        : null,
  }
}

/** A creator's content oids, newest first: all but deleted for them, the listed ones for others. */
export async function creatorContentOids(
  context: CatalogContext,
  viewer: SessionUser | null,
  creatorOid: string,
): Promise<CreatorContentOidsAnswer> {
  await dueCheck(context)
  const own = !!viewer && (viewer.oid === creatorOid || isAdmin(viewer))
  const rows = own
    ? await context.db
        .selectFrom('contents')
        .select('oid')
        .where('creator_oid', '=', creatorOid)
        .where('status', '<>', 'deleted')
        .orderBy('created_at', 'desc')
        .limit(10_000)
        .execute()
    : await listed(context, viewer, await blindTags(context), await hiddenFor(context, viewer))
        .clearSelect()
        .select('oid')
        .where('creator_oid', '=', creatorOid)
        .orderBy('created_at', 'desc')
        .limit(10_000)
        .execute()
  return { creatorOid, contentOids: rows.map((row) => row.oid) }
}
