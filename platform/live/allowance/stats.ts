/** A creator's streams over a period, as the creator's analytics read them (docs/live/README.md). */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'

export interface LiveStreamStat {
  streamOid: string
  title: string
  startedAt: Date
  /** null while on air. */
  endedAt: Date | null
  peakViews: number
  totalViews: number
}

export function liveStreamStats(db: Kysely<DB>) {
  return {
    /** The creator's streams overlapping [from, to), oldest first. */
    async streams(creatorOid: string, from: Date, to: Date): Promise<LiveStreamStat[]> {
      const rows = await db
        .selectFrom('live_streams')
        .select(['oid', 'title', 'started_at', 'ended_at', 'peak_views', 'total_views'])
        .where('creator_oid', '=', creatorOid)
        .where('started_at', '<', to)
        .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', from)]))
        .orderBy('started_at')
        .limit(5_000)
        .execute()
      return rows.map((row) => ({
        streamOid: row.oid,
        title: row.title,
        startedAt: row.started_at,
        endedAt: row.ended_at,
        peakViews: row.peak_views,
        totalViews: row.total_views,
      }))
    },
  }
}
