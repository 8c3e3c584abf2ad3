/** The analytics statements: appending events, making month partitions, and the figures read. */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../db'
import { monthPartition } from './rules'

export interface EventRow {
  eventOid: string
  at: Date
  event: string
  userOid: string | null
  guestDeviceId: string | null
  clientId: string | null
  loadId: string | null
  path: string | null
  contentOid: string | null
  properties: Record<string, unknown>
}

export async function appendEvent(db: Kysely<DB>, row: EventRow) {
  await db
    .insertInto('analytics_events')
    .values({
      event_oid: row.eventOid,
      at: row.at,
      event: row.event,
      user_oid: row.userOid,
      guest_device_id: row.guestDeviceId,
      client_id: row.clientId,
      load_id: row.loadId,
      path: row.path,
      content_oid: row.contentOid,
      properties: JSON.stringify(row.properties),
    })
    .execute()
}

export async function partitionExists(db: Kysely<DB>, name: string): Promise<boolean> {
  const { rows } = await sql<{
    found: string | null
  }>`select to_regclass(${name})::text as found`.execute(db)
  return !!rows[0]?.found
}

/**
 * Makes the month's partition, moving any of its rows the default partition took meanwhile
 * (PostgreSQL refuses a partition whose rows sit in the default one), in one transaction.
 */
export async function createPartition(db: Kysely<DB>, at: Date) {
  const month = monthPartition(at)
  const table = sql.id(month.name)
  await db.transaction().execute(async (trx) => {
    await sql`create table ${table} (like analytics_events including defaults including constraints)`.execute(
      trx,
    )
    await sql`
      with moved as (
        delete from analytics_events_default
        where at >= ${sql.lit(month.from)} and at < ${sql.lit(month.to)} returning *)
      insert into ${table} select * from moved`.execute(trx)
    await sql`
      alter table analytics_events attach partition ${table}
      for values from (${sql.lit(month.from)}) to (${sql.lit(month.to)})`.execute(trx)
  })
}

/** Page views of each content between two instants (a creator's figure). */
export async function pageViewsOf(
  db: Kysely<DB>,
  input: { contentOids: readonly string[]; event: string; from: Date; to: Date },
) {
  if (input.contentOids.length === 0) return new Map<string, number>()
  const rows = await db
    .selectFrom('analytics_events')
    .select(['content_oid', (eb) => eb.fn.countAll<string | number | bigint>().as('views')])
    .where('content_oid', 'in', [...input.contentOids])
    .where('event', '=', input.event)
    .where('at', '>=', input.from)
    .where('at', '<', input.to)
    .groupBy('content_oid')
    .execute()
  return new Map(rows.map((row) => [row.content_oid as string, Number(row.views)]))
}
