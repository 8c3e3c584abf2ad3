/**
 * History counters: a viewer's views (counted once per VIEW_WINDOW_MS) and plays, on the
 * viewer's watch history and on the content's totals.
 */
import { sql } from 'kysely'
import type { SessionUser } from '../../http'
import type { CatalogContext } from './context'
import type { HistoryAnswer, WatchHistory } from './contract'
import { CATALOG_ERRORS } from './errors'
import { requireViewable, visibleRow } from './viewing'

/** A viewer's repeated views of one content count once in this window. */
export const VIEW_WINDOW_MS = 30 * 60_000

/** Who is watching: a signed-in user or a guest device. */
export interface Watcher {
  user: SessionUser | null
  guestDeviceId: string | null
}

/** The watch history's key for a watcher; null for a visitor without a device id. */
export const watcherKey = (watcher: Watcher) =>
  watcher.user
    ? `u:${watcher.user.oid}`
    : watcher.guestDeviceId
      ? `g:${watcher.guestDeviceId}`
      : null

/** Whether a view now counts, given when the viewer's last counted view was. */
export function countsAsView(viewCountedAt: Date | null, now: Date): boolean {
  if (!viewCountedAt) return true
  return new Date(viewCountedAt).getTime() <= now.getTime() - VIEW_WINDOW_MS
}

export async function watchHistory(
  context: CatalogContext,
  key: string | null,
  contentOid: string,
): Promise<WatchHistory | null> {
  if (!key) return null
  const row = await context.db
    .selectFrom('content_watch_history')
    .selectAll()
    .where('viewer_key', '=', key)
    .where('content_oid', '=', contentOid)
    .executeTakeFirst()
  if (!row)
    return { views: 0, playCount: 0, playSeconds: 0, lastPosition: null, lastViewedAt: null }
  return {
    views: row.views,
    playCount: row.play_count,
    playSeconds: Number(row.play_seconds),
    lastPosition: row.last_position,
    lastViewedAt: row.last_viewed_at ? new Date(row.last_viewed_at).toISOString() : null,
  }
}

/** POST /content/view: counted once per viewer in VIEW_WINDOW_MS. */
export async function recordView(
  context: CatalogContext,
  watcher: Watcher,
  contentOid: string,
): Promise<HistoryAnswer> {
  const key = watcherKey(watcher)
  const { row } = await visibleRow(context, watcher.user, contentOid)
  if (!key) throw CATALOG_ERRORS.notFound()
  const now = context.clock.now()
  const counted = await context.db.transaction().execute(async (trx) => {
    // The viewer's row, locked, decides whether this view counts (two tabs race here).
    await trx
      .insertInto('content_watch_history')
      .values({
        viewer_key: key,
        content_oid: row.oid,
        last_viewed_at: now,
        view_counted_at: null,
        updated_at: now,
        play_seconds: 0,
        last_position: null,
      })
      .onConflict((conflict) => conflict.columns(['viewer_key', 'content_oid']).doNothing())
      .execute()
    const history = await trx
      .selectFrom('content_watch_history')
      .select('view_counted_at')
      .where('viewer_key', '=', key)
      .where('content_oid', '=', row.oid)
      .forUpdate()
      .executeTakeFirstOrThrow()
    const fresh = countsAsView(history.view_counted_at, now)
    await trx
      .updateTable('content_watch_history')
      .set({
        last_viewed_at: now,
        updated_at: now,
        ...(fresh ? { views: sql`views + 1`, view_counted_at: now } : {}),
      })
      .where('viewer_key', '=', key)
      .where('content_oid', '=', row.oid)
      .execute()
    if (fresh) {
      await trx
        .updateTable('contents')
        .set({ views: sql`views + 1` })
        .where('oid', '=', row.oid)
        .execute()
    }
    return fresh
  })
  if (counted && context.views) {
    await context.views
      .counted({
        contentOid: row.oid,
        creatorOid: row.creator_oid,
        userOid: watcher.user?.oid ?? null,
        viewerKey: key,
        at: now,
      })
      .catch((error: unknown) =>
        context.logger.warn({ err: error, contentOid: row.oid }, 'view not counted in analytics'),
      )
  }
  return { contentOid: row.oid, counted, watchHistory: await watchHistory(context, key, row.oid) }
}

export async function recordPlay(
  context: CatalogContext,
  watcher: Watcher,
  contentOid: string,
  play: { count?: boolean; seconds?: number; position?: number },
): Promise<HistoryAnswer> {
  const key = watcherKey(watcher)
  const { row, access } = await visibleRow(context, watcher.user, contentOid)
  if (!key) throw CATALOG_ERRORS.notFound()
  // Only what the viewer may play counts: a locked content's plays are not plays.
  requireViewable(access)
  const now = context.clock.now()
  const counts = play.count ? 1 : 0
  const seconds = play.seconds ?? 0
  const position = play.position ?? null
  await context.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('content_watch_history')
      .values({
        viewer_key: key,
        content_oid: row.oid,
        play_count: counts,
        play_seconds: seconds,
        last_position: position,
        last_viewed_at: now,
        updated_at: now,
        view_counted_at: null,
      })
      .onConflict((conflict) =>
        conflict.columns(['viewer_key', 'content_oid']).doUpdateSet({
          play_count: sql`content_watch_history.play_count + ${counts}`,
          play_seconds: sql`content_watch_history.play_seconds + ${seconds}`,
          last_position: position === null ? sql`content_watch_history.last_position` : position,
          last_viewed_at: now,
          updated_at: now,
        }),
      )
      .execute()
    await trx
      .updateTable('contents')
      .set({
        play_count: sql`play_count + ${counts}`,
        play_seconds: sql`play_seconds + ${seconds}`,
      })
      .where('oid', '=', row.oid)
      .execute()
  })
  return {
    contentOid: row.oid,
    counted: true,
    watchHistory: await watchHistory(context, key, row.oid),
  }
}
