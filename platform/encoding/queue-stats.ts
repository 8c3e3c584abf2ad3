import { type Kysely, sql } from 'kysely'
import type { DB } from '../db'

/** The encoding queue as the admin's queue monitor shows it (counts from the jobs table). */
export async function encodingQueueStats(db: Kysely<DB>, now: Date) {
  const dayAgo = new Date(now.getTime() - 86_400_000)
  const row = await db
    .selectFrom('encoding_jobs')
    .select([
      sql<number>`count(*) filter (where status = 'queued')::int`.as('waiting'),
      sql<number>`count(*) filter (where status = 'running')::int`.as('running'),
      sql<number>`count(*) filter (where status = 'failed' and finished_at >= ${dayAgo})::int`.as(
        'failed_last_day',
      ),
      sql<number>`count(*) filter (where status = 'queued' and attempts > 0)::int`.as('retrying'),
      sql<Date | null>`min(created_at) filter (where status = 'queued')`.as('oldest'),
    ])
    .where('status', 'in', ['queued', 'running', 'failed'])
    .executeTakeFirstOrThrow()
  return {
    name: 'encoding',
    waiting: row.waiting,
    running: row.running,
    failedLastDay: row.failed_last_day,
    retrying: row.retrying,
    oldestWaitingSeconds: row.oldest
      ? Math.max(0, Math.round((now.getTime() - new Date(row.oldest).getTime()) / 1000))
      : null,
  }
}
