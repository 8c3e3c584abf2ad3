import { type Kysely, sql } from 'kysely'
import type { DB } from '../db'

/** The Discord outbox as the admin's queue monitor shows it (role grants and removals). */
export async function discordOutboxStats(db: Kysely<DB>, now: Date) {
  const dayAgo = new Date(now.getTime() - 86_400_000)
  const row = await db
    .selectFrom('discord_outbox')
    .select([
      sql<number>`count(*) filter (where state = 'pending' and (lease_until is null or lease_until < ${now}))::int`.as(
        'waiting',
      ),
      sql<number>`count(*) filter (where state = 'pending' and lease_until >= ${now})::int`.as(
        'running',
      ),
      sql<number>`count(*) filter (where state = 'failed' and created_at >= ${dayAgo})::int`.as(
        'failed_last_day',
      ),
      sql<number>`count(*) filter (where state = 'pending' and attempts > 0)::int`.as('retrying'),
      sql<Date | null>`min(created_at) filter (where state = 'pending')`.as('oldest'),
    ])
    .where('state', 'in', ['pending', 'failed'])
    .executeTakeFirstOrThrow()
  return {
    name: 'discord outbox',
    waiting: row.waiting,
    running: row.running,
    failedLastDay: row.failed_last_day,
    retrying: row.retrying,
    oldestWaitingSeconds: row.oldest
      ? Math.max(0, Math.round((now.getTime() - new Date(row.oldest).getTime()) / 1000))
      : null,
  }
}
