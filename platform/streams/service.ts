/**
 * The stream service: admins list streams and livestreamers, start and stop a stream, make
 * and unmake livestreamers, and open a sealed whitelist. Starting and stopping go through the
 * live area's own state changes, so live chat hears liveOn and liveOff as from an ingest.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import type { Clock } from '../http'
import type { AdminStream, Streamer, StreamersResponse, WhitelistContents } from './contract'
import { STREAMS_ERRORS } from './errors'
import { openWhitelist, sealWhitelist } from './whitelist'

/** What the stream service needs of the live area and of accounts (server/context.ts). */
export interface StreamsLivePort {
  goLive(creatorOid: string, via: 'embedded' | 'nginx'): Promise<string>
  goOffline(creatorOid: string): Promise<boolean>
  /** Drops the creator's publisher from this process's embedded ingest, if connected here. */
  kick(creatorOid: string): void
  views(streamOid: string): Promise<{ views: number; peakViews: number; totalViews: number }>
}

export interface StreamsUsersPort {
  find(
    userOids: readonly string[],
  ): Promise<{ oid: string; nickname: string; customUrl: string | null; isLivestreamer: boolean }[]>
  livestreamers(limit: number): Promise<string[]>
  grant(userOid: string): Promise<{ roles: string[] }>
  revoke(userOid: string): Promise<{ roles: string[] }>
}

export interface StreamsDeps {
  db: Kysely<DB>
  clock: Clock
  secret: string
  live: StreamsLivePort
  users: StreamsUsersPort
}

/** An operator's list; past this the admin pages would page (not needed at this size). */
const STREAMERS_LIMIT = 1000

export function createStreamsService(deps: StreamsDeps) {
  const { db, clock } = deps

  async function requireStreamer(creatorOid: string) {
    const [user] = await deps.users.find([creatorOid])
    if (!user?.isLivestreamer) throw STREAMS_ERRORS.notStreamer()
    return user
  }

  return {
    /** `GET /stream/streams`: streams on air first, then the newest ended ones. */
    async streams(filter: { state: 'all' | 'live' | 'ended'; limit: number }) {
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
      const users = new Map(
        (await deps.users.find([...new Set(rows.map((row) => row.creator_oid))])).map((user) => [
          user.oid,
          user,
        ]),
      )
      const streams: AdminStream[] = []
      for (const row of rows) {
        const counts = await deps.live.views(row.oid)
        streams.push({
          streamOid: row.oid,
          creatorOid: row.creator_oid,
          creatorNickname: users.get(row.creator_oid)?.nickname ?? '',
          title: row.title,
          ingest: row.ingest,
          state: row.ended_at ? 'liveOff' : 'liveOn',
          startedAt: row.started_at.toISOString(),
          endedAt: row.ended_at?.toISOString() ?? null,
          views: row.ended_at ? 0 : counts.views,
          peakViews: counts.peakViews,
          totalViews: counts.totalViews,
        })
      }
      return { streams }
    },

    /** `GET /stream/streamers`: every livestreamer with their state, and the sealed whitelist. */
    async streamers(): Promise<StreamersResponse> {
      const oids = await deps.users.livestreamers(STREAMERS_LIMIT)
      const [users, channels, last] = await Promise.all([
        deps.users.find(oids),
        oids.length
          ? db
              .selectFrom('live_channels')
              .select(['creator_oid', 'state', 'current_stream_oid', 'key_hash'])
              .where('creator_oid', 'in', oids)
              .execute()
          : Promise.resolve([]),
        oids.length
          ? db
              .selectFrom('live_streams')
              .select(['creator_oid', (eb) => eb.fn.max('started_at').as('last')])
              .where('creator_oid', 'in', oids)
              .groupBy('creator_oid')
              .execute()
          : Promise.resolve([]),
      ])
      const byUser = new Map(users.map((user) => [user.oid, user]))
      const channelOf = new Map(channels.map((row) => [row.creator_oid, row]))
      const lastOf = new Map(last.map((row) => [row.creator_oid, row.last]))
      const streamers: Streamer[] = oids.map((oid) => {
        const channel = channelOf.get(oid)
        const lastAt = lastOf.get(oid)
        return {
          creatorOid: oid,
          nickname: byUser.get(oid)?.nickname ?? '',
          customUrl: byUser.get(oid)?.customUrl ?? null,
          state: channel?.state ?? 'liveOff',
          currentStreamOid: channel?.current_stream_oid ?? null,
          hasKey: !!channel?.key_hash,
          lastStreamAt: lastAt ? new Date(lastAt).toISOString() : null,
        }
      })
      const issuedAt = clock.now().toISOString()
      return {
        streamers,
        whitelist: sealWhitelist(deps.secret, { creatorOids: oids, issuedAt }),
        issuedAt,
      }
    },

    /**
     * `POST /stream/start`: the creator's stream goes on air without a publish here, for an
     * ingest the operator runs elsewhere (recorded as `nginx`, the external ingest).
     */
    async start(creatorOid: string) {
      await requireStreamer(creatorOid)
      const channel = await db
        .selectFrom('live_channels')
        .select(['state', 'title'])
        .where('creator_oid', '=', creatorOid)
        .executeTakeFirst()
      if (!channel?.title) throw STREAMS_ERRORS.noStudio()
      if (channel.state === 'liveOn') throw STREAMS_ERRORS.alreadyLive()
      const streamOid = await deps.live.goLive(creatorOid, 'nginx')
      return { creatorOid, streamOid, state: 'liveOn' as const }
    },

    /** `POST /stream/{id}/stop`: ends that stream if it is the one on air. */
    async stop(streamOid: string) {
      const stream = await db
        .selectFrom('live_streams')
        .select(['creator_oid', 'ended_at'])
        .where('oid', '=', streamOid)
        .executeTakeFirst()
      if (!stream) throw STREAMS_ERRORS.streamNotFound()
      if (stream.ended_at) throw STREAMS_ERRORS.notLive()
      deps.live.kick(stream.creator_oid)
      const stopped = await deps.live.goOffline(stream.creator_oid)
      return { streamOid, creatorOid: stream.creator_oid, stopped }
    },

    /** `POST /stream/streamer/add`: the user becomes a livestreamer (their other roles stay). */
    async addStreamer(creatorOid: string) {
      const [user] = await deps.users.find([creatorOid])
      if (!user) throw STREAMS_ERRORS.userNotFound()
      const { roles } = await deps.users.grant(creatorOid)
      return { creatorOid, roles }
    },

    /** `DELETE /stream/streamer/{id}`: no longer a livestreamer; a live on air ends first. */
    async removeStreamer(creatorOid: string) {
      const [user] = await deps.users.find([creatorOid])
      if (!user) throw STREAMS_ERRORS.userNotFound()
      deps.live.kick(creatorOid)
      const stopped = await deps.live.goOffline(creatorOid)
      const { roles } = await deps.users.revoke(creatorOid)
      return { creatorOid, roles, stopped }
    },

    /** `POST /stream/whitelist/decrypt`: what a sealed whitelist holds. */
    decryptWhitelist(whitelist: string): WhitelistContents {
      const contents = openWhitelist(deps.secret, whitelist.trim())
      if (!contents) throw STREAMS_ERRORS.whitelistInvalid()
      return contents
    },
  }
}

export type StreamsService = ReturnType<typeof createStreamsService>
