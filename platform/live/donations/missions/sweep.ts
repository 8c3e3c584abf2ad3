/** The missions' sweep: due timeouts, unfinished settlements, stale stakes and late holds. */
import { AppError } from '../../../http'
import type { MissionContext } from './context'
import { MISSION_LIMITS } from './contract'
import type { Outcomes } from './outcomes'
import { ACTIVE, type StakeRow } from './rules'
import type { Stakes } from './stakes'

export function createSweep(context: MissionContext, stakes: Stakes, outcomes: Outcomes) {
  const { db, clock, deps } = context
  const { completeStake, returnStake } = stakes
  const { settle, timeOut } = outcomes

  /** Stakes whose request stopped between its row and its hold: finished as the request would have. */
  async function finishStaleStakes(now: Date) {
    const stale = await db
      .selectFrom('livedonation_mission_stakes as s')
      .innerJoin('livedonation_missions as m', 'm.oid', 's.mission_oid')
      .selectAll('s')
      .select('m.creator_oid')
      .where('s.state', '=', 'holding')
      .where('s.create_time', '<', new Date(now.getTime() - MISSION_LIMITS.staleStakeMs))
      .limit(200)
      .execute()
    for (const { creator_oid, ...stake } of stale) {
      try {
        await completeStake(stake, creator_oid.trim())
      } catch (error) {
        if (!(error instanceof AppError)) throw error
      }
    }
  }

  /**
   * Stakes `returned` whose hold exists without its return: a hold that landed after the
   * stake was given back (the viewer was short of coins then), its request stopped before
   * returning it. The return is keyed by the stake, so this and that request return it once.
   */
  async function finishLateHolds() {
    // The wallet tells which stakes' keys were posted: read the returned stakes a page at
    // a time, in oid order, until 200 late ones are found.
    const holdKey = (stake: StakeRow) => `livemission:hold:${stake.oid.trim()}`
    const returnKey = (stake: StakeRow) => `livemission:return:${stake.oid.trim()}`
    const late: Array<StakeRow & { creator_oid: string }> = []
    let after = ''
    while (late.length < 200) {
      const page = await db
        .selectFrom('livedonation_mission_stakes as s')
        .innerJoin('livedonation_missions as m', 'm.oid', 's.mission_oid')
        .selectAll('s')
        .select('m.creator_oid')
        .where('s.state', '=', 'returned')
        .where('s.oid', '>', after)
        .orderBy('s.oid')
        .limit(500)
        .execute()
      const posted = await deps.wallet.postedKeys(page.flatMap((s) => [holdKey(s), returnKey(s)]))
      late.push(...page.filter((s) => posted.has(holdKey(s)) && !posted.has(returnKey(s))))
      if (page.length < 500) break
      after = page.at(-1)?.oid ?? after
    }
    for (const { creator_oid, ...stake } of late.slice(0, 200))
      await returnStake(stake, creator_oid.trim())
  }

  /**
   * Due timeouts, unfinished settlements and stale stakes; run at start-up and on a timer,
   * and for one streamer before their missions are read, all on the injected clock.
   */
  async function sweep(creatorOid?: string): Promise<number> {
    const now = clock.now()
    let due = db
      .selectFrom('livedonation_missions')
      .selectAll()
      .where('due_time', '<=', now)
      .where('status', 'in', ACTIVE)
    if (creatorOid) due = due.where('creator_oid', '=', creatorOid)
    const dueRows = await due.orderBy('due_time').limit(500).execute()
    for (const row of dueRows) await timeOut(row)
    // Only outcomes a crash left unsettled: a fresh one is being settled by its own call.
    let unsettled = db
      .selectFrom('livedonation_missions')
      .selectAll()
      .where('settled_time', 'is', null)
      .where('end_time', '<', new Date(now.getTime() - MISSION_LIMITS.staleStakeMs))
    if (creatorOid) unsettled = unsettled.where('creator_oid', '=', creatorOid)
    const unsettledRows = await unsettled.limit(500).execute()
    for (const row of unsettledRows) await context.publish(await settle(row))
    if (!creatorOid) {
      await finishStaleStakes(now)
      await finishLateHolds()
    }
    return dueRows.length + unsettledRows.length
  }

  return sweep
}
