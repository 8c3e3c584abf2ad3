/**
 * Who watches a stream now, across server instances. A viewer is a row refreshed while they
 * watch: an FLV connection by its instance every HEARTBEAT_MS and removed when it closes; an
 * HLS viewer by their playlist requests (at most once per HEARTBEAT_MS each). A row unseen
 * for PRESENCE_TTL_MS (an instance that died, an HLS viewer who left) no longer counts.
 * A viewer who leaves keeps their row, marked unseen, while the stream runs: coming back
 * is present again, not a second view (`totalViews` counts viewers, not connections).
 */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../../db'
import type { Clock } from '../../../http'

export const HEARTBEAT_MS = 15_000
/** Three missed heartbeats. */
export const PRESENCE_TTL_MS = 45_000
/** A viewer of a running stream unseen this long is forgotten (a return then is a new view). */
const FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000

export interface ViewerPresence {
  /** Marks the viewer present; true when they are new to this stream (a view). */
  join(streamOid: string, viewerKey: string): Promise<boolean>
  /** Refreshes viewers this instance still serves. */
  seen(streamOid: string, viewerKeys: readonly string[]): Promise<void>
  leave(streamOid: string, viewerKey: string): Promise<void>
  count(streamOid: string): Promise<number>
  /** Forgets rows of ended streams, and of viewers gone for a day from a running one. */
  prune(): Promise<void>
}

export function createViewerPresence(deps: { db: Kysely<DB>; clock: Clock }): ViewerPresence {
  const { db, clock } = deps
  const since = () => new Date(clock.now().getTime() - PRESENCE_TTL_MS)
  return {
    async join(streamOid, viewerKey) {
      const now = clock.now()
      // xmax = 0 only on a freshly inserted row: a new viewer rather than one come back.
      const row = await db
        .insertInto('live_viewers')
        .values({ stream_oid: streamOid, viewer_key: viewerKey, seen_at: now })
        .onConflict((conflict) =>
          conflict.columns(['stream_oid', 'viewer_key']).doUpdateSet({ seen_at: now }),
        )
        .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
        .executeTakeFirst()
      return !!row?.inserted
    },
    async seen(streamOid, viewerKeys) {
      if (viewerKeys.length === 0) return
      await db
        .updateTable('live_viewers')
        .set({ seen_at: clock.now() })
        .where('stream_oid', '=', streamOid)
        .where('viewer_key', 'in', [...viewerKeys])
        .execute()
    },
    async leave(streamOid, viewerKey) {
      // Kept, just out of the count, so a return is not counted as a new view.
      await db
        .updateTable('live_viewers')
        .set({ seen_at: since() })
        .where('stream_oid', '=', streamOid)
        .where('viewer_key', '=', viewerKey)
        .execute()
    },
    async count(streamOid) {
      const row = await db
        .selectFrom('live_viewers')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('stream_oid', '=', streamOid)
        .where('seen_at', '>', since())
        .executeTakeFirst()
      return Number(row?.count ?? 0)
    },
    async prune() {
      const now = clock.now().getTime()
      await db
        .deleteFrom('live_viewers')
        .where('seen_at', '<', new Date(now - 4 * PRESENCE_TTL_MS))
        .where((eb) =>
          eb.or([
            eb('seen_at', '<', new Date(now - FORGOTTEN_AFTER_MS)),
            eb(
              'stream_oid',
              'in',
              eb.selectFrom('live_streams').select('oid').where('ended_at', 'is not', null),
            ),
          ]),
        )
        .execute()
    },
  }
}
