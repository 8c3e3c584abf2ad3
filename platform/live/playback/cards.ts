/** Stream cards as viewers read them: one creator's, the play answer, the live list, hashtags. */
import { sql } from 'kysely'
import type { PlayResponse, StreamCard } from '../contract'
import { LIVE_ERRORS } from '../errors'
import { GUEST_FOLDER } from '../ingest/renditions'
import type { LiveUser } from '../ports'
import type { ChannelRow, LiveContext } from '../studio/context'

/** Play waits at most this long for a new stream's guest rendition to be decided. */
const GUEST_CHOICE_WAIT_MS = 8_000

/** A creator's card from their channel; `startedAt` is filled in from the stream on air. */
export function toCard(user: LiveUser, channel: ChannelRow | undefined): StreamCard {
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

/** Hashtags with how many streams on air carry each, most used first. */
export function countHashtags(rows: readonly { tags: readonly string[] }[]) {
  const counts = new Map<string, number>()
  for (const row of rows) for (const tag of row.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
}

export function createCards(context: LiveContext) {
  const { db, deps, livestreamer, channelOf } = context

  async function startedAt(streamOid: string | null) {
    if (!streamOid) return null
    const row = await db
      .selectFrom('live_streams')
      .select('started_at')
      .where('oid', '=', streamOid)
      .executeTakeFirst()
    return row?.started_at.toISOString() ?? null
  }

  async function card(creatorOid: string): Promise<StreamCard | null> {
    const [user, channel] = await Promise.all([livestreamer(creatorOid), channelOf(creatorOid)])
    if (!user) return null
    return {
      ...toCard(user, channel),
      startedAt: await startedAt(channel?.current_stream_oid ?? null),
    }
  }

  return {
    /** `GET /live/stream`: the creator's stream card; null quietly for anyone else. */
    async stream(creatorOid: string): Promise<{ stream: StreamCard | null }> {
      return { stream: await card(creatorOid) }
    },

    /** Whether signed-out viewers of the creator's stream watch the 720p rendition now. */
    guestRendition(creatorOid: string): boolean {
      return context.ingest()?.guestWatches?.(creatorOid) === 'rendition'
    },

    /**
     * The 720p rendition's addresses signed-out viewers get (FLV, and HLS where FLV cannot
     * play), waiting for the stream's first metadata to decide; null when they watch the source.
     */
    async guestMedia(creatorOid: string): Promise<{ flvUrl: string; hlsUrl: string } | null> {
      const ingest = context.ingest()
      const choice = ingest?.guestChoice?.(creatorOid)
      if (!choice) return null
      let timer: ReturnType<typeof setTimeout> | undefined
      const giveUp = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), GUEST_CHOICE_WAIT_MS)
      })
      const watches = await Promise.race([choice, giveUp]).finally(() => clearTimeout(timer))
      if (watches !== 'rendition') return null
      return {
        flvUrl: `/api/live/flv/${creatorOid}/${GUEST_FOLDER}.flv`,
        hlsUrl: `/api/live/hls/${creatorOid}/${GUEST_FOLDER}/index.m3u8`,
      }
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
          : context.ingest()?.hlsReady(creatorOid)
            ? `/api/live/hls/${creatorOid}/index.m3u8`
            : null
      return {
        creatorOid,
        state: stream.state,
        stream,
        flvUrl: on && context.ingest() ? `/api/live/flv/${creatorOid}.flv` : null,
        hlsUrl,
      }
    },

    /** The livestream page guard (spec §2): a creator by customUrl or oid, livestreamers only. */
    async resolveCreator(ref: string): Promise<LiveUser | null> {
      if (/^[0-9a-f]{24}$/.test(ref)) return context.livestreamer(ref)
      const found = await deps.users.findByCustomUrl(ref.toLowerCase())
      return found?.isLivestreamer ? found : null
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
      return { hashtags: countHashtags(rows) }
    },
  }
}
