/** Viewer counts of a stream: present viewers on every instance, the peak and the total. */
import type { StreamViewsResponse } from '../contract'
import { LIVE_ERRORS } from '../errors'
import type { LiveContext } from '../studio/context'

export function createViews(context: LiveContext) {
  const { db, viewers, channelOf } = context
  return {
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
