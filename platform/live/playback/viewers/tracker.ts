/**
 * This instance's side of viewer presence: the FLV connections it serves (refreshed every
 * HEARTBEAT_MS while any is open), HLS playlist requests (one write per viewer and
 * heartbeat), and a new viewer counted in the stream's total and peak.
 */
import { type Kysely, sql } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../../../db'
import type { Clock } from '../../../http'
import { createViewerPresence, HEARTBEAT_MS, PRESENCE_TTL_MS } from './presence'

export function createViewerTracker(deps: { db: Kysely<DB>; clock: Clock; logger: Logger }) {
  const { db, clock } = deps
  const presence = createViewerPresence(deps)
  /**
   * Viewers this instance serves through its FLV relay, by stream, with their open
   * connections: a viewer (./viewer-key.ts) may open several, and leaves with the last.
   */
  const relayed = new Map<string, Map<string, number>>()
  /** When an HLS viewer's presence was last written here. */
  const hlsWritten = new Map<string, number>()
  let heartbeat: ReturnType<typeof setInterval> | null = null

  /** Counts a new viewer in the stream's totals and lifts its peak to the viewers now. */
  async function counted(streamOid: string, viewerKey: string) {
    if (!(await presence.join(streamOid, viewerKey))) return
    const now = await presence.count(streamOid)
    await db
      .updateTable('live_streams')
      .set((eb) => ({
        total_views: eb('total_views', '+', 1),
        peak_views: sql<number>`greatest(peak_views, ${now})`,
      }))
      .where('oid', '=', streamOid)
      .execute()
  }

  async function refresh() {
    for (const [streamOid, keys] of relayed) await presence.seen(streamOid, [...keys.keys()])
    const stale = clock.now().getTime() - PRESENCE_TTL_MS
    for (const [key, at] of hlsWritten) if (at < stale) hlsWritten.delete(key)
    await presence.prune()
  }

  function beat() {
    if (heartbeat || relayed.size === 0) return
    heartbeat = setInterval(() => {
      if (relayed.size === 0 && heartbeat) {
        clearInterval(heartbeat)
        heartbeat = null
      }
      refresh().catch((error: unknown) =>
        deps.logger.warn({ err: error }, 'live viewers not refreshed'),
      )
    }, HEARTBEAT_MS)
    heartbeat.unref?.()
  }

  return {
    count: presence.count,
    refresh,

    async joined(streamOid: string, viewerKey: string) {
      const keys = relayed.get(streamOid) ?? new Map<string, number>()
      keys.set(viewerKey, (keys.get(viewerKey) ?? 0) + 1)
      relayed.set(streamOid, keys)
      beat()
      await counted(streamOid, viewerKey)
    },

    async left(streamOid: string, viewerKey: string) {
      const keys = relayed.get(streamOid)
      const open = (keys?.get(viewerKey) ?? 1) - 1
      if (keys && open > 0) {
        keys.set(viewerKey, open)
        return
      }
      keys?.delete(viewerKey)
      if (keys?.size === 0) relayed.delete(streamOid)
      await presence.leave(streamOid, viewerKey)
    },

    /** A playlist request; `streamOf` is asked only when this viewer is due a write. */
    async hlsSeen(creatorOid: string, viewerKey: string, streamOf: () => Promise<string | null>) {
      const key = `${creatorOid}:${viewerKey}`
      const now = clock.now().getTime()
      if (now - (hlsWritten.get(key) ?? -Infinity) < HEARTBEAT_MS) return
      hlsWritten.set(key, now)
      const streamOid = await streamOf()
      if (streamOid) await counted(streamOid, viewerKey)
    },
  }
}
