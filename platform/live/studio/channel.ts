/** The studio page: the settings the next (or current) stream shows, and stopping a stream. */
import type { SessionUser } from '../../http'
import type { LiveState, StudioInfo, StudioResponse } from '../contract'
import { LIVE_ERRORS } from '../errors'
import { aboveDiscouraged } from '../ingest/renditions'
import type { LiveContext } from './context'

export function createStudioChannel(
  context: LiveContext,
  parts: {
    rtmpUrl(): string
    goOffline(creatorOid: string): Promise<boolean>
  },
) {
  const { db, clock, requireStudio, livestreamer, channelOf } = context

  function sourceOf(creatorOid: string): StudioResponse['source'] {
    const source = context.ingest()?.sourceVideo(creatorOid) ?? null
    return source && { ...source, aboveRecommended: aboveDiscouraged(source) }
  }

  async function studio(user: SessionUser, creatorOid: string): Promise<StudioResponse> {
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
      ingest: { rtmpUrl: parts.rtmpUrl(), streamName: creatorOid },
      hasKey: !!channel?.key_hash,
      keyHint: channel?.key_hint ?? null,
      source: sourceOf(creatorOid),
    }
  }

  /** `POST /live/studio`: the settings the next (or current) stream shows. */
  async function saveStudio(user: SessionUser, creatorOid: string, info: StudioInfo) {
    requireStudio(user, creatorOid)
    if (!(await livestreamer(creatorOid))) throw LIVE_ERRORS.creatorNotFound()
    await context.ensureChannel(creatorOid)
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
    return studio(user, creatorOid)
  }

  /** `POST /live/stop`: ends the stream and drops the publisher (embedded ingest). */
  async function stop(
    user: SessionUser,
    creatorOid: string,
  ): Promise<{ state: LiveState; stopped: boolean }> {
    requireStudio(user, creatorOid)
    context.ingest()?.kick(creatorOid)
    const stopped = await parts.goOffline(creatorOid)
    return { state: 'liveOff', stopped }
  }

  return { studio, saveStudio, stop }
}
