/**
 * Scheduled publishing: due contents are published by a periodic check, by list reads at
 * most every DUE_CHECK_EVERY_MS, and one by one when a scheduled row is read after its time.
 */
import { sql } from 'kysely'
import type { ContentRow } from './access'
import type { CatalogContext } from './context'
import { findRow } from './rows'

/** How often list reads run the scheduled-publishing check, by the service's clock. */
export const DUE_CHECK_EVERY_MS = 5_000

/** Whether a scheduled row's time has come. */
export function isDue(row: Pick<ContentRow, 'status' | 'scheduled_at'>, now: Date): boolean {
  if (row.status !== 'scheduled' || !row.scheduled_at) return false
  return new Date(row.scheduled_at).getTime() <= now.getTime()
}

/** Publishes every scheduled content whose time has come; answers their oids. */
export async function publishDue(context: CatalogContext): Promise<string[]> {
  const now = context.clock.now()
  context.schedule.nextDueCheck = now.getTime() + DUE_CHECK_EVERY_MS
  const rows = await context.db
    .updateTable('contents')
    .set({
      status: 'published',
      published_at: sql<Date>`coalesce(published_at, scheduled_at)`,
      updated_at: now,
    })
    .where('status', '=', 'scheduled')
    .where('scheduled_at', '<=', now)
    .returning('oid')
    .execute()
  if (rows.length > 0)
    context.logger.info({ contentOids: rows.map((row) => row.oid) }, 'scheduled contents published')
  return rows.map((row) => row.oid)
}

/** Runs publishDue when the last check is older than DUE_CHECK_EVERY_MS. */
export async function dueCheck(context: CatalogContext): Promise<void> {
  if (context.clock.now().getTime() >= context.schedule.nextDueCheck) await publishDue(context)
}

/** A scheduled row read after its time is published first, whatever the periodic check did. */
export async function settle(context: CatalogContext, row: ContentRow): Promise<ContentRow> {
  const now = context.clock.now()
  if (!isDue(row, now)) return row
  const updated = await context.db
    .updateTable('contents')
    .set({
      status: 'published',
      published_at: sql<Date>`coalesce(published_at, scheduled_at)`,
      updated_at: now,
    })
    .where('oid', '=', row.oid)
    .where('status', '=', 'scheduled')
    .returningAll()
    .executeTakeFirst()
  return updated ?? (await findRow(context.db, row.oid)) ?? row
}
