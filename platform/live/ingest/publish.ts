/**
 * Going live and off, decided by key verification from either ingest: a stream row per
 * broadcast, the channel's state, the publish checks before and the listeners after.
 */
import { newObjectId } from '../../db/ids'
import { LIVE_ERRORS } from '../errors'
import type { LiveIngestControl } from '../ports'
import type { ChannelRow, LiveContext, LiveStateListener } from '../studio/context'
import { streamKeyMatches } from '../studio/keys'

export function createPublishing(context: LiveContext) {
  const { db, clock, publishChecks, stateListeners, announce, livestreamer, channelOf } = context

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
      if (channel?.state !== 'liveOn') return false
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
    /** Listens to liveOn and liveOff (server/context/ hands them to live chat). */
    onStateChange(listener: LiveStateListener) {
      stateListeners.add(listener)
    },
    /** A check every publish must pass (the monthly broadcast allowance). */
    checkPublish(check: (creatorOid: string) => Promise<void>) {
      publishChecks.add(check)
    },
    /** The embedded RTMP server registers itself, so stop can drop its publisher. */
    attachIngest(control: LiveIngestControl | null) {
      context.attachIngest(control)
    },
    ingestControl: () => context.ingest(),

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
        // The streamer hears of it in the studio: OBS only says the connection failed.
        if (user && channel && input.call === 'publish')
          await db
            .updateTable('live_channels')
            .set({ key_refused_at: clock.now() })
            .where('creator_oid', '=', input.creatorOid)
            .execute()
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
  }
}
