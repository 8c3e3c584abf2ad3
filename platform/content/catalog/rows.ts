/** Reading contents' rows, in or out of a transaction. */
import { sql } from 'kysely'
import type { ContentRow } from './access'
import type { Executor } from './context'

export async function findRow(
  executor: Executor,
  contentOid: string,
  forUpdate = false,
): Promise<ContentRow | null> {
  let query = executor.selectFrom('contents').selectAll().where('oid', '=', contentOid)
  if (forUpdate) query = query.forUpdate()
  return (await query.executeTakeFirst()) ?? null
}

/** The row's timestamp columns: JSON carries them as ISO text. */
const TIMESTAMPS = [
  'scheduled_at',
  'published_at',
  'created_at',
  'updated_at',
  'deleted_at',
] as const

/**
 * The rows of these contents (any order, missing ones absent), as one JSON text built by
 * the database: 150 rows of 40 columns came back as 6,000 values the driver parsed one by
 * one, most of a bulk read's time on PGlite (docs/PERFORMANCE.md); one text is parsed at once.
 */
export async function findRows(
  executor: Executor,
  contentOids: readonly string[],
): Promise<ContentRow[]> {
  if (contentOids.length === 0) return []
  const { rows } = await sql<{ rows: string }>`
    select coalesce(json_agg(contents), '[]')::text as rows from contents
    where oid = any(cast(${[...contentOids]} as bpchar[]))`.execute(executor)
  const found = JSON.parse(rows[0]?.rows ?? '[]') as Record<string, unknown>[]
  for (const row of found)
    for (const column of TIMESTAMPS) {
      const value = row[column]
      if (typeof value === 'string') row[column] = new Date(value)
    }
  return found as unknown as ContentRow[]
}

/** JSON columns are written as text. */
export const json = (value: unknown) => JSON.stringify(value)
