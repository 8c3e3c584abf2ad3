/**
 * Who watches a stream now, across server instances. A viewer is a row refreshed while they
 * watch: an FLV connection by its instance every HEARTBEAT_MS and removed when it closes; an
 * HLS viewer by their playlist requests (at most once per HEARTBEAT_MS each). A row unseen
 * for PRESENCE_TTL_MS (an instance that died, an HLS viewer who left) no longer counts.
 */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db'
import type { Clock } from '../../http'

export const HEARTBEAT_MS = 15_000
/** Three missed heartbeats. */
export const PRESENCE_TTL_MS = 45_000

export interface ViewerPresence {
  /** Marks the viewer present; true when they are new to this stream (a view). */
  join(streamOid: string, viewerKey: string): Promise<boolean>
  /** Refreshes viewers this instance still serves. */
  seen(streamOid: string, viewerKeys: readonly string[]): Promise<void>
  leave(streamOid: string, viewerKey: string): Promise<void>
  count(streamOid: string): Promise<number>
  /** Forgets rows of ended streams and long-gone viewers. */
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
      await db
        .deleteFrom('live_viewers')
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
      await db
        .deleteFrom('live_viewers')
        .where('seen_at', '<', new Date(clock.now().getTime() - 4 * PRESENCE_TTL_MS))
        .execute()
    },
  }
}
