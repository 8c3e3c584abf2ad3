/**
 * The rooms' sweep: closes and removes the rooms the pure rule (`room-limits.ts`) says are done
 * at the server's `now`. The candidates are locked and skipped when another sweep holds them,
 * and a room is only told closed when this sweep's delete removed it, so two sweeps at once
 * close a room once. A join racing the sweep either comes first (the room is no longer
 * empty and stays) or finds the room gone (`SCENARIO_ROOM_NOT_FOUND`).
 */
import type { ScenariosDeps } from './ports'
import { ROOM_LIMITS, type RoomLimits, roomsToClose, sweepCutoffs } from './room-limits'

/** One sweep's bound: the rest wait for the next run. */
const SWEEP_BATCH = 500

export async function sweepRooms(
  deps: ScenariosDeps,
  limits: RoomLimits = ROOM_LIMITS,
): Promise<{ closed: string[] }> {
  const now = deps.clock.now()
  const { createdBefore, emptyBefore } = sweepCutoffs(now, limits)
  const closed = await deps.db.transaction().execute(async (trx) => {
    const candidates = await trx
      .selectFrom('content_scenario_rooms')
      .select(['oid', 'created_at', 'empty_since'])
      .where((eb) =>
        eb.or([eb('created_at', '<=', createdBefore), eb('empty_since', '<=', emptyBefore)]),
      )
      .orderBy('oid')
      .limit(SWEEP_BATCH)
      .forUpdate()
      .skipLocked()
      .execute()
    const chosen = roomsToClose(
      candidates.map((row) => ({
        oid: row.oid,
        createdAt: row.created_at,
        emptySince: row.empty_since,
      })),
      now,
      limits,
    )
    if (chosen.length === 0) return []
    const deleted = await trx
      .deleteFrom('content_scenario_rooms')
      .where('oid', 'in', chosen)
      .returning('oid')
      .execute()
    return deleted.map((row) => row.oid).sort()
  })
  for (const roomOid of closed) deps.rooms?.notifier?.closed(roomOid)
  if (closed.length > 0) deps.logger.info({ rooms: closed.length }, 'scenario rooms closed')
  return { closed }
}
