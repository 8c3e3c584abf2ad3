/**
 * The live service: studio settings, stream keys, going live and off (decided by key
 * verification from either ingest), the stream cards viewers read, and viewer counts.
 */
import { type Kysely, type Selectable, sql } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import { newObjectId } from '../db/ids'
import { type Clock, forbidden, type SessionUser } from '../http'
import type {
  LiveState,
  PlayResponse,
  StreamCard,
  StreamKeyResponse,
  StreamViewsResponse,
  StudioInfo,
  StudioResponse,
} from './contract'
import type { LiveTicketWallet } from './entry/tickets'
import { LIVE_ERRORS } from './errors'
import { aboveDiscouraged, GUEST_FOLDER } from './ingest/renditions'
import { newStreamKey, streamKeyMatches } from './keys'
import type { LiveIngestControl, LivePlaybackSettings, LiveUser, LiveUsersPort } from './ports'
import type { LiveChannelsTable } from './tables'
import type { ToolKeySessions } from './toolkey'
import type { LiveUserSubscriptions } from './user'
import { createViewerTracker } from './viewers'

export interface LiveDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  users: LiveUsersPort
  playback: LivePlaybackSettings
  /** Pays live tickets (`POST /live/ticketing`); without it tickets cannot be bought. */
  wallet?: LiveTicketWallet
  /** Logs a tool key's livestreamer in (accounts); without it tool keys log nobody in. */
  sessions?: ToolKeySessions
  /** A user's subscription to a creator, as `GET /live/user` shows it (channels). */
  subscriptions?: LiveUserSubscriptions
}

type ChannelRow = Selectable<LiveChannelsTable>

const isAdmin = (user: SessionUser) => user.roles.includes('admin')

/** Told when a creator's stream goes on or off air (live chat's liveOn and liveOff events). */
export type LiveStateListener = (creatorOid: string, state: 'liveOn' | 'liveOff') => Promise<void>

export function createLiveService(deps: LiveDeps) {
  const { db, clock } = deps
  const stateListeners = new Set<LiveStateListener>()
  // Asked before every publish (either ingest); one that throws refuses it (the allowance).
  const publishChecks = new Set<(creatorOid: string) => Promise<void>>()
  // After the change is committed; a listener's failure never undoes or fails it.
  async function announce(creatorOid: string, state: 'liveOn' | 'liveOff') {
    for (const listener of stateListeners) {
      await listener(creatorOid, state).catch((error: unknown) =>
        deps.logger.warn({ err: error, creatorOid, state }, 'live state listener failed'),
      )
    }
  }
  let ingest: LiveIngestControl | null = null
  const viewers = createViewerTracker(deps)

  const channelOf = (creatorOid: string) =>
    db
      .selectFrom('live_channels')
      .selectAll()
      .where('creator_oid', '=', creatorOid)
      .executeTakeFirst() as Promise<ChannelRow | undefined>

  async function livestreamer(creatorOid: string): Promise<LiveUser | null> {
    const [user] = await deps.users.findUsers([creatorOid])
    return user?.isLivestreamer ? user : null
  }

  /** The studio is the livestreamer's own; admins reach every studio (spec §2 guard). */
  function requireStudio(user: SessionUser, creatorOid: string) {
    if (isAdmin(user)) return
    if (!user.roles.includes('livestreamer')) throw LIVE_ERRORS.notLivestreamer()
    if (user.oid !== creatorOid) throw forbidden()
  }

  async function ensureChannel(creatorOid: string) {
    await db
      .insertInto('live_channels')
      .values({ creator_oid: creatorOid, updated_at: clock.now() })
      .onConflict((oc) => oc.column('creator_oid').doNothing())
      .execute()
  }

  function toCard(user: LiveUser, channel: ChannelRow | undefined): StreamCard {
    return {
      streamOid: channel?.current_stream_oid ?? null,
      title: channel?.title ?? '',
      description: channel?.info ?? '',
      thumbnailUrl: channel?.thumbnail_url ?? null,
      date: channel?.scheduled_at?.toISOString() ?? null,
      imgS3Key: null,
      creatorOid: user.oid,
      creatorNickname: user.nickname,
      creatorMultiLangNick: {},
      isAdultContent: channel?.is_adult ?? false,
      tags: channel?.tags ?? [],
      state: channel?.state ?? 'liveOff',
      startedAt: null,
    }
  }

  async function startedAt(streamOid: string | null) {
    if (!streamOid) return null
    const row = await db
      .selectFrom('live_streams')
      .select('started_at')
      .where('oid', '=', streamOid)
      .executeTakeFirst()
    return row?.started_at.toISOString() ?? null
  }

  function sourceOf(creatorOid: string): StudioResponse['source'] {
    const source = ingest?.sourceVideo(creatorOid) ?? null
    return source && { ...source, aboveRecommended: aboveDiscouraged(source) }
  }

  async function card(creatorOid: string): Promise<StreamCard | null> {
    const [user, channel] = await Promise.all([livestreamer(creatorOid), channelOf(creatorOid)])
    if (!user) return null
    return {
      ...toCard(user, channel),
      startedAt: await startedAt(channel?.current_stream_oid ?? null),
    }
  }

  function keyAnswer(
    hint: string,
    createdAt: Date,
    key: string | null,
    creatorOid: string,
  ): StreamKeyResponse {
    return {
      key,
      keyHint: hint,
      createdAt: createdAt.toISOString(),
      rtmpUrl: deps.playback.rtmpUrl,
      streamName: creatorOid,
    }
  }

  async function writeKey(creatorOid: string): Promise<StreamKeyResponse> {
    const fresh = newStreamKey()
    const now = clock.now()
    await ensureChannel(creatorOid)
    await db
      .updateTable('live_channels')
      .set({ key_hash: fresh.hash, key_hint: fresh.hint, key_created_at: now, updated_at: now })
      .where('creator_oid', '=', creatorOid)
      .execute()
    return keyAnswer(fresh.hint, now, fresh.key, creatorOid)
  }

  async function goLive(creatorOid: string, via: 'embedded' | 'nginx'): Promise<string> {
    const now = clock.now()
    return db.transaction().execute(async (trx) => {
      const channel = (await trx
        .selectFrom('live_channels')
        .selectAll()
        .where('creator_oid', '=', creatorOid)
        .forUpdate()
        .executeTakeFirst()) as ChannelRow | undefined
      if (!channel) throw LIVE_ERRORS.keyInvalid()
      // A publish that never said goodbye (a crash) ends when the next one starts.
      if (channel.current_stream_oid) {
        await trx
          .updateTable('live_streams')
          .set({ ended_at: now })
          .where('oid', '=', channel.current_stream_oid)
          .where('ended_at', 'is', null)
          .execute()
      }
      const oid = newObjectId(now.getTime())
      await trx
        .insertInto('live_streams')
        .values({
          oid,
          creator_oid: creatorOid,
          title: channel.title,
          info: channel.info,
          tags: JSON.stringify(channel.tags),
          is_adult: channel.is_adult,
          thumbnail_url: channel.thumbnail_url,
          ingest: via,
          started_at: now,
        })
        .execute()
      await trx
        .updateTable('live_channels')
        .set({ state: 'liveOn', current_stream_oid: oid, updated_at: now })
        .where('creator_oid', '=', creatorOid)
        .execute()
      return oid
    })
  }

  async function goOffline(creatorOid: string): Promise<boolean> {
    const now = clock.now()
    return db.transaction().execute(async (trx) => {
      const channel = await trx
        .selectFrom('live_channels')
        .select(['state', 'current_stream_oid'])
        .where('creator_oid', '=', creatorOid)
        .forUpdate()
        .executeTakeFirst()
      if (!channel || channel.state !== 'liveOn') return false
      if (channel.current_stream_oid) {
        await trx
          .updateTable('live_streams')
          .set({ ended_at: now })
          .where('oid', '=', channel.current_stream_oid)
          .where('ended_at', 'is', null)
          .execute()
      }
      await trx
        .updateTable('live_channels')
        .set({ state: 'liveOff', current_stream_oid: null, updated_at: now })
        .where('creator_oid', '=', creatorOid)
        .execute()
      return true
    })
  }

  async function goLiveAnnounced(creatorOid: string, via: 'embedded' | 'nginx') {
    for (const check of publishChecks) await check(creatorOid)
    const streamOid = await goLive(creatorOid, via)
    await announce(creatorOid, 'liveOn')
    return streamOid
  }

  async function goOfflineAnnounced(creatorOid: string) {
    const stopped = await goOffline(creatorOid)
    if (stopped) await announce(creatorOid, 'liveOff')
    return stopped
  }

  return {
    /** Listens to liveOn and liveOff (server/context.ts hands them to live chat). */
    onStateChange(listener: LiveStateListener) {
      stateListeners.add(listener)
    },
    /** A check every publish must pass (the monthly broadcast allowance). */
    checkPublish(check: (creatorOid: string) => Promise<void>) {
      publishChecks.add(check)
    },
    /** The embedded RTMP server registers itself, so stop can drop its publisher. */
    attachIngest(control: LiveIngestControl | null) {
      ingest = control
    },
    ingestControl: () => ingest,

    /** `GET /live/key2`: the caller's key, in clear only when it is created now. */
    async streamKey(user: SessionUser): Promise<StreamKeyResponse> {
      if (!user.roles.includes('livestreamer')) throw LIVE_ERRORS.notLivestreamer()
      const channel = await channelOf(user.oid)
      if (channel?.key_hash && channel.key_hint && channel.key_created_at) {
        return keyAnswer(channel.key_hint, channel.key_created_at, null, user.oid)
      }
      return writeKey(user.oid)
    },

    /** `POST /live/key2`: a new key; the old one is refused from now on. */
    async regenerateKey(user: SessionUser): Promise<StreamKeyResponse> {
      if (!user.roles.includes('livestreamer')) throw LIVE_ERRORS.notLivestreamer()
      const answer = await writeKey(user.oid)
      ingest?.kick(user.oid)
      return answer
    },

    /**
     * `POST /live/keyverification`: whether the key is the creator's current one. Ingests
     * call it with `publish` (the stream goes liveOn) and `publish_done` (liveOff).
     */
    async verifyKey(
      input: { creatorOid: string; key: string; call: 'publish' | 'publish_done' | 'check' },
      via: 'embedded' | 'nginx' = 'nginx',
    ): Promise<{ isValid: boolean; streamOid: string | null }> {
      const [user, channel] = await Promise.all([
        livestreamer(input.creatorOid),
        channelOf(input.creatorOid),
      ])
      if (!user || !streamKeyMatches(input.key, channel?.key_hash ?? null)) {
        throw LIVE_ERRORS.keyInvalid()
      }
      if (input.call === 'publish') {
        return { isValid: true, streamOid: await goLiveAnnounced(input.creatorOid, via) }
      }
      if (input.call === 'publish_done') {
        await goOfflineAnnounced(input.creatorOid)
        return { isValid: true, streamOid: null }
      }
      return { isValid: true, streamOid: channel?.current_stream_oid ?? null }
    },

    goLive: goLiveAnnounced,
    goOffline: goOfflineAnnounced,

    /** `GET /live/stream`: the creator's stream card; null quietly for anyone else. */
    async stream(creatorOid: string): Promise<{ stream: StreamCard | null }> {
      return { stream: await card(creatorOid) }
    },

    /** The 720p rendition's playlist signed-out viewers get, while it is encoded here. */
    guestHlsUrl(creatorOid: string): string | null {
      return ingest?.guestFolder(creatorOid)
        ? `/api/live/hls/${creatorOid}/${GUEST_FOLDER}/index.m3u8`
        : null
    },

    /** `GET /live/play`: what the viewer page plays. */
    async play(creatorOid: string): Promise<PlayResponse> {
      const stream = await card(creatorOid)
      if (!stream) throw LIVE_ERRORS.creatorNotFound()
      const on = stream.state === 'liveOn'
      const hlsBase = deps.playback.hlsBaseUrl
      const hlsUrl = !on
        ? null
        : hlsBase
          ? `${hlsBase}/${creatorOid}.m3u8`
          : ingest?.hlsReady(creatorOid)
            ? `/api/live/hls/${creatorOid}/index.m3u8`
            : null
      return {
        creatorOid,
        state: stream.state,
        stream,
        flvUrl: on && ingest ? `/api/live/flv/${creatorOid}.flv` : null,
        hlsUrl,
      }
    },

    /** The livestream page guard (spec §2): a creator by customUrl or oid, livestreamers only. */
    async resolveCreator(ref: string): Promise<LiveUser | null> {
      if (/^[0-9a-f]{24}$/.test(ref)) return livestreamer(ref)
      const found = await deps.users.findByCustomUrl(ref.toLowerCase())
      return found?.isLivestreamer ? found : null
    },

    async studio(user: SessionUser, creatorOid: string): Promise<StudioResponse> {
      requireStudio(user, creatorOid)
      if (!(await livestreamer(creatorOid))) throw LIVE_ERRORS.creatorNotFound()
      const channel = await channelOf(creatorOid)
      return {
        creatorOid,
        info: {
          title: channel?.title ?? '',
          info: channel?.info ?? '',
          tags: channel?.tags ?? [],
          isAdultContent: channel?.is_adult ?? false,
          thumbnail: channel?.thumbnail_url ?? null,
          date: channel?.scheduled_at?.toISOString() ?? null,
          remindSubscribers: channel?.remind_subscribers ?? false,
        },
        state: channel?.state ?? 'liveOff',
        streamOid: channel?.current_stream_oid ?? null,
        ingest: { rtmpUrl: deps.playback.rtmpUrl, streamName: creatorOid },
        hasKey: !!channel?.key_hash,
        keyHint: channel?.key_hint ?? null,
        source: sourceOf(creatorOid),
      }
    },

    /** `POST /live/studio`: the settings the next (or current) stream shows. */
    async saveStudio(user: SessionUser, creatorOid: string, info: StudioInfo) {
      requireStudio(user, creatorOid)
      if (!(await livestreamer(creatorOid))) throw LIVE_ERRORS.creatorNotFound()
      await ensureChannel(creatorOid)
      const tags = [...new Set(info.tags ?? [])]
      const now = clock.now()
      await db
        .updateTable('live_channels')
        .set({
          title: info.title,
          info: info.info ?? '',
          tags: JSON.stringify(tags),
          is_adult: info.isAdultContent ?? false,
          thumbnail_url: info.thumbnail,
          scheduled_at: new Date(info.date),
          ...(info.remindSubscribers === undefined
            ? {}
            : { remind_subscribers: info.remindSubscribers }),
          updated_at: now,
        })
        .where('creator_oid', '=', creatorOid)
        .execute()
      // A stream on air shows its new title and tags at once.
      await db
        .updateTable('live_streams')
        .set({
          title: info.title,
          info: info.info ?? '',
          tags: JSON.stringify(tags),
          is_adult: info.isAdultContent ?? false,
          thumbnail_url: info.thumbnail,
        })
        .where('creator_oid', '=', creatorOid)
        .where('ended_at', 'is', null)
        .execute()
      return this.studio(user, creatorOid)
    },

    /** `POST /live/stop`: ends the stream and drops the publisher (embedded ingest). */
    async stop(
      user: SessionUser,
      creatorOid: string,
    ): Promise<{ state: LiveState; stopped: boolean }> {
      requireStudio(user, creatorOid)
      ingest?.kick(creatorOid)
      const stopped = await goOfflineAnnounced(creatorOid)
      return { state: 'liveOff', stopped }
    },

    /** `GET /live/livestreams`: streams on air, by hashtag and/or creator, newest first. */
    async livestreams(filter: {
      tag?: string
      creatorOid?: string
    }): Promise<{ streams: StreamCard[] }> {
      const tag = filter.tag?.trim().replace(/^#+/, '')
      if (filter.creatorOid !== undefined && !/^[0-9a-f]{24}$/.test(filter.creatorOid)) {
        return { streams: [] }
      }
      let query = db
        .selectFrom('live_channels')
        .innerJoin('live_streams', 'live_streams.oid', 'live_channels.current_stream_oid')
        .selectAll('live_channels')
        .select('live_streams.started_at')
        .where('live_channels.state', '=', 'liveOn')
      if (tag)
        query = query.where(sql<boolean>`live_channels.tags @> ${JSON.stringify([tag])}::jsonb`)
      if (filter.creatorOid)
        query = query.where('live_channels.creator_oid', '=', filter.creatorOid)
      const rows = await query.orderBy('live_streams.started_at', 'desc').limit(200).execute()
      const users = new Map(
        (await deps.users.findUsers(rows.map((row) => row.creator_oid))).map((u) => [u.oid, u]),
      )
      const streams = rows.flatMap((row) => {
        const user = users.get(row.creator_oid)
        if (!user?.isLivestreamer) return []
        return [
          {
            ...toCard(user, row as unknown as ChannelRow),
            startedAt: row.started_at.toISOString(),
          },
        ]
      })
      return { streams }
    },

    /** `GET /live/hashtags`: hashtags of the streams on air, most used first. */
    async hashtags(): Promise<{ hashtags: { tag: string; count: number }[] }> {
      const rows = await db
        .selectFrom('live_channels')
        .select('tags')
        .where('state', '=', 'liveOn')
        .execute()
      const counts = new Map<string, number>()
      for (const row of rows)
        for (const tag of row.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
      const hashtags = [...counts]
        .map(([tag, count]) => ({ tag, count }))
        .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
      return { hashtags }
    },

    /**
     * `GET /stream/{id}/views`: viewers now (FLV and HLS, every instance: ./viewers), the
     * peak, and the total of distinct viewers.
     */
    async views(streamOid: string): Promise<StreamViewsResponse> {
      const row = await db
        .selectFrom('live_streams')
        .select(['oid', 'ended_at', 'peak_views', 'total_views'])
        .where('oid', '=', streamOid)
        .executeTakeFirst()
      if (!row) throw LIVE_ERRORS.streamNotFound()
      return {
        streamOid,
        state: row.ended_at ? 'liveOff' : 'liveOn',
        views: row.ended_at ? 0 : await viewers.count(streamOid),
        peakViews: row.peak_views,
        totalViews: row.total_views,
      }
    },

    /** A viewer opened the relay here: present while connected, refreshed by this instance. */
    viewerJoined: (streamOid: string, viewerKey: string) => viewers.joined(streamOid, viewerKey),
    viewerLeft: (streamOid: string, viewerKey: string) => viewers.left(streamOid, viewerKey),

    /** An HLS playlist request: its viewer is present until unseen for PRESENCE_TTL_MS. */
    hlsViewerSeen: (creatorOid: string, viewerKey: string) =>
      viewers.hlsSeen(
        creatorOid,
        viewerKey,
        async () => (await channelOf(creatorOid))?.current_stream_oid ?? null,
      ),

    /** Refreshes this instance's relay viewers (its heartbeat does every HEARTBEAT_MS). */
    refreshViewers: viewers.refresh,

    /** The stream on air for a creator, for the relay. */
    async currentStream(creatorOid: string): Promise<string | null> {
      const channel = await channelOf(creatorOid)
      return channel?.state === 'liveOn' ? channel.current_stream_oid : null
    },
  }
}

export type LiveService = ReturnType<typeof createLiveService>
