/**
 * What the area's other capabilities and other areas ask of the catalog: a sale against the
 * limit (purchases), the rating status (interaction), a comment's content (chat's comments)
 * and the illegal-downloader check (downloads).
 */
import { sql } from 'kysely'
import type { SessionUser } from '../../http'
import type { CatalogContext, Executor } from './context'
import { CATALOG_ERRORS } from './errors'
import { findRow } from './rows'
import { visibleRow } from './viewing'

/** A content as the comments calls see it (the chat area's `CommentTarget`). */
export interface CommentTarget {
  contentOid: string
  ownerOids: string[]
  adultGated: boolean
  canView: boolean
  title: string
  /** Where a reader opens it. */
  link: string
}

/**
 * One sale against the sale count limit, inside the buyer's transaction: false when sold
 * out (or the content is gone), so the purchase is refused and nothing else moves.
 */
export async function claimSale(executor: Executor, contentOid: string): Promise<boolean> {
  const row = await executor
    .updateTable('contents')
    .set({ sold_count: sql`sold_count + 1` })
    .where('oid', '=', contentOid)
    .where('status', '=', 'published')
    .where((eb) =>
      eb.or([
        eb('sale_count_limit', 'is', null),
        eb('sold_count', '<', eb.ref('sale_count_limit')),
      ]),
    )
    .returning('oid')
    .executeTakeFirst()
  return !!row
}

export async function setRatingStatus(
  context: CatalogContext,
  contentOid: string,
  ratingStatus: string | null,
) {
  const row = await context.db
    .updateTable('contents')
    .set({ rating_status: ratingStatus, updated_at: context.clock.now() })
    .where('oid', '=', contentOid)
    .where('status', '<>', 'deleted')
    .returning('oid')
    .executeTakeFirst()
  if (!row) throw CATALOG_ERRORS.notFound()
}

/**
 * The content a comment is read or written on, for the comments calls: null when it is
 * not in the catalog, 'Content not found' when the viewer may not see it.
 */
export async function commentTarget(
  context: CatalogContext,
  viewer: SessionUser | null,
  contentOid: string,
): Promise<CommentTarget | null> {
  if (!(await findRow(context.db, contentOid))) return null
  const { row, access } = await visibleRow(context, viewer, contentOid)
  return {
    contentOid: row.oid,
    // Co-creators share the content's sales: their reviews of it earn nothing either.
    ownerOids: [row.creator_oid, ...row.collaborators.map((item) => item.userOid)],
    adultGated: access.reason === 'adult-gated',
    canView: access.canView,
    title: row.title,
    link: `/${row.media === 'video' || row.category === 'realplay' ? 'realplay' : 'play'}/${row.oid}`,
  }
}

/** The contents a user created or co-created, newest first (not deleted), for comments. */
export async function ownedContentOids(context: CatalogContext, userOid: string) {
  const rows = await context.db
    .selectFrom('contents')
    .select('oid')
    .where('status', '<>', 'deleted')
    .where((eb) =>
      eb.or([
        eb('creator_oid', '=', userOid),
        sql<boolean>`collaborators @> ${JSON.stringify([{ userOid }])}::jsonb`,
      ]),
    )
    .orderBy('created_at', 'desc')
    .limit(1000)
    .execute()
  return rows.map((row) => row.oid)
}

export async function illegalDownloaderStatus(
  context: CatalogContext,
  user: SessionUser | null,
): Promise<null | 444 | 999> {
  return context.illegalDownloads ? context.illegalDownloads.check(user) : null
}
