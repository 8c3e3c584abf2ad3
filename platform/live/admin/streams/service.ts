/**
 * The stream service: admins list streams and livestreamers, start and stop a stream, make
 * and unmake livestreamers, and open a sealed whitelist. Starting and stopping go through the
 * live area's own state changes, so live chat hears liveOn and liveOff as from an ingest.
 */
import type { Clock } from '../../../http'
import type { AdminStream, Streamer, StreamersResponse, WhitelistContents } from './contract'
import { STREAMS_ERRORS } from './errors'
import { openWhitelist, sealWhitelist } from './whitelist'

/** What the stream service needs of the live area (its streams and channels) and of accounts (server/context/). */
export interface StreamsLivePort {
  goLive(creatorOid: string, via: 'embedded' | 'nginx'): Promise<string>
  goOffline(creatorOid: string): Promise<boolean>
  /** Drops the creator's publisher from this process's embedded ingest, if connected here. */
  kick(creatorOid: string): void
  views(streamOid: string): Promise<{ views: number; peakViews: number; totalViews: number }>
  /** Streams on air first, then the newest ended ones. */
  streams(filter: { state: 'all' | 'live' | 'ended'; limit: number }): Promise<
    {
      oid: string
      creatorOid: string
      title: string
      ingest: 'embedded' | 'nginx'
      startedAt: Date
      endedAt: Date | null
    }[]
  >
  stream(streamOid: string): Promise<{ creatorOid: string; endedAt: Date | null } | null>
  /** The channels of these creators (none for a creator who never opened the studio). */
  channels(creatorOids: readonly string[]): Promise<
    {
      creatorOid: string
      state: 'liveOn' | 'liveOff'
      title: string
      currentStreamOid: string | null
      hasKey: boolean
    }[]
  >
  /** When each of these creators last went on air. */
  lastStarted(creatorOids: readonly string[]): Promise<Map<string, Date>>
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
  clock: Clock
  secret: string
  live: StreamsLivePort
  users: StreamsUsersPort
}

/** An operator's list; past this the admin pages would page (not needed at this size). */
const STREAMERS_LIMIT = 1000

export function createStreamsService(deps: StreamsDeps) {
  const { clock } = deps

  async function requireStreamer(creatorOid: string) {
    const [user] = await deps.users.find([creatorOid])
    if (!user?.isLivestreamer) throw STREAMS_ERRORS.notStreamer()
    return user
  }

  return {
    /** `GET /stream/streams`: streams on air first, then the newest ended ones. */
    async streams(filter: { state: 'all' | 'live' | 'ended'; limit: number }) {
      const rows = await deps.live.streams(filter)
      const users = new Map(
        (await deps.users.find([...new Set(rows.map((row) => row.creatorOid))])).map((user) => [
          user.oid,
          user,
        ]),
      )
      const streams: AdminStream[] = []
      for (const row of rows) {
        const counts = await deps.live.views(row.oid)
        streams.push({
          streamOid: row.oid,
          creatorOid: row.creatorOid,
          creatorNickname: users.get(row.creatorOid)?.nickname ?? '',
          title: row.title,
          ingest: row.ingest,
          state: row.endedAt ? 'liveOff' : 'liveOn',
          startedAt: row.startedAt.toISOString(),
          endedAt: row.endedAt?.toISOString() ?? null,
          views: row.endedAt ? 0 : counts.views,
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
        deps.live.channels(oids),
        deps.live.lastStarted(oids),
      ])
      const byUser = new Map(users.map((user) => [user.oid, user]))
      const channelOf = new Map(channels.map((channel) => [channel.creatorOid, channel]))
      const streamers: Streamer[] = oids.map((oid) => {
        const channel = channelOf.get(oid)
        const lastAt = last.get(oid)
        return {
          creatorOid: oid,
          nickname: byUser.get(oid)?.nickname ?? '',
          customUrl: byUser.get(oid)?.customUrl ?? null,
          state: channel?.state ?? 'liveOff',
          currentStreamOid: channel?.currentStreamOid ?? null,
          hasKey: channel?.hasKey ?? false,
          lastStreamAt: lastAt ? lastAt.toISOString() : null,
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
      const [channel] = await deps.live.channels([creatorOid])
      if (!channel?.title) throw STREAMS_ERRORS.noStudio()
      if (channel.state === 'liveOn') throw STREAMS_ERRORS.alreadyLive()
      const streamOid = await deps.live.goLive(creatorOid, 'nginx')
      return { creatorOid, streamOid, state: 'liveOn' as const }
    },

    /** `POST /stream/{id}/stop`: ends that stream if it is the one on air. */
    async stop(streamOid: string) {
      const stream = await deps.live.stream(streamOid)
      if (!stream) throw STREAMS_ERRORS.streamNotFound()
      if (stream.endedAt) throw STREAMS_ERRORS.notLive()
      deps.live.kick(stream.creatorOid)
      const stopped = await deps.live.goOffline(stream.creatorOid)
      return { streamOid, creatorOid: stream.creatorOid, stopped }
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
