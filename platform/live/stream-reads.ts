/**
 * Streams and channels as other areas read them (the stream admin's lists, an admin's chat
 * token for a stream): the live area owns these tables, so the others ask it through the
 * ports server/context/ wires.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import type { LiveState } from './contract'

export interface StreamRow {
  oid: string
  creatorOid: string
  title: string
  ingest: 'embedded' | 'nginx'
  startedAt: Date
  endedAt: Date | null
}

export interface ChannelRow {
  creatorOid: string
  state: LiveState
  title: string
  currentStreamOid: string | null
  hasKey: boolean
}

export function createStreamReads(db: Kysely<DB>) {
  return {
    /** Streams on air first, then the newest ended ones. */
    async list(filter: { state: 'all' | 'live' | 'ended'; limit: number }): Promise<StreamRow[]> {
      let query = db
        .selectFrom('live_streams')
        .select(['oid', 'creator_oid', 'title', 'ingest', 'started_at', 'ended_at'])
      if (filter.state === 'live') query = query.where('ended_at', 'is', null)
      if (filter.state === 'ended') query = query.where('ended_at', 'is not', null)
      const rows = await query
        .orderBy((eb) => eb.case().when('ended_at', 'is', null).then(0).else(1).end())
        .orderBy('started_at', 'desc')
        .orderBy('oid', 'desc')
        .limit(filter.limit)
        .execute()
      return rows.map((row) => ({
        oid: row.oid,
        creatorOid: row.creator_oid,
        title: row.title,
        ingest: row.ingest,
        startedAt: row.started_at,
        endedAt: row.ended_at,
      }))
    },

    /** One stream's creator and end, or null. */
    async find(streamOid: string): Promise<{ creatorOid: string; endedAt: Date | null } | null> {
      const row = await db
        .selectFrom('live_streams')
        .select(['creator_oid', 'ended_at'])
        .where('oid', '=', streamOid)
        .executeTakeFirst()
      return row ? { creatorOid: row.creator_oid, endedAt: row.ended_at } : null
    },

    /** The channels of these creators; a creator who never opened the studio has none. */
    async channels(creatorOids: readonly string[]): Promise<ChannelRow[]> {
      if (creatorOids.length === 0) return []
      const rows = await db
        .selectFrom('live_channels')
        .select(['creator_oid', 'state', 'title', 'current_stream_oid', 'key_hash'])
        .where('creator_oid', 'in', [...creatorOids])
        .execute()
      return rows.map((row) => ({
        creatorOid: row.creator_oid,
        state: row.state,
        title: row.title,
        currentStreamOid: row.current_stream_oid,
        hasKey: !!row.key_hash,
      }))
    },

    /** When each of these creators last went on air. */
    async lastStarted(creatorOids: readonly string[]): Promise<Map<string, Date>> {
      if (creatorOids.length === 0) return new Map()
      const rows = await db
        .selectFrom('live_streams')
        .select(['creator_oid', (eb) => eb.fn.max('started_at').as('last')])
        .where('creator_oid', 'in', [...creatorOids])
        .groupBy('creator_oid')
        .execute()
      return new Map(
        rows.flatMap((row) => (row.last ? [[row.creator_oid, new Date(row.last)] as const] : [])),
      )
    },
  }
}

export type StreamReads = ReturnType<typeof createStreamReads>
