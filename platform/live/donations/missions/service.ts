/**
 * Mission donations. A viewer stakes coins on a task for the streamer; the coins are held
 * in the wallet's `system/holds/coin` while the mission is pending or accepted, and the
 * outcome settles them once, in one ledger transaction keyed by the mission.
 *
 * Exactly once, across crashes and races:
 * - a stake row (`holding`) is written before its hold, whose key is the stake's oid; the
 *   stake becomes `held` under the mission's row lock only while the mission is active, so
 *   a stake is either in the settlement or given back (`returned`), never both;
 * - an outcome is a compare-and-swap of the mission's status, so a timeout racing status
 *   calls gives one outcome; the settlement is keyed by the mission, and the sweep finishes
 *   an outcome whose settlement a crash interrupted, and a stake whose hold it interrupted;
 * - a stake given back while its viewer was short of coins is `returned` with no hold; its own
 *   request's hold may still land later, and a crash before that request's return would leave
 *   the coins held, so the sweep returns any `returned` stake's hold that has no return.
 */

import { createMissionContext, type MissionsDeps } from './context'
import type { LiveMission } from './contract'
import { createOutcomes } from './outcomes'
import { ACTIVE, toMission } from './rules'
import { createStakes } from './stakes'
import { createStaking } from './staking'
import { createSweep } from './sweep'

export type { MissionsDeps, MissionsWalletPort } from './context'
export { missionSettings } from './rules'

export function createMissionsService(deps: MissionsDeps) {
  const context = createMissionContext(deps)
  const { db, requireMission } = context
  const stakes = createStakes(context)
  const outcomes = createOutcomes(context, stakes)
  const sweep = createSweep(context, stakes, outcomes)
  const { timeOut } = outcomes
  return {
    sweep,
    ...createStaking(context, stakes, outcomes),
    setStatus: outcomes.setStatus,

    async get(missionOid: string): Promise<LiveMission> {
      return toMission(await timeOut(await requireMission(missionOid)))
    },

    async active(creatorOid: string): Promise<{ creatorOid: string; missions: LiveMission[] }> {
      await sweep(creatorOid)
      const rows = await db
        .selectFrom('livedonation_missions')
        .selectAll()
        .where('creator_oid', '=', creatorOid)
        .where('status', 'in', ACTIVE)
        .orderBy('create_time')
        .orderBy('oid')
        .execute()
      return { creatorOid, missions: rows.map(toMission) }
    },
  }
}

export type MissionsService = ReturnType<typeof createMissionsService>
