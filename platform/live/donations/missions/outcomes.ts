/**
 * A mission's outcome: a compare-and-swap of its status, then one settlement keyed by the
 * mission that divides the held coins (stakes still holding are given back first).
 */
import type { SessionUser } from '../../../http'
import { systemAccount, userAccount } from '../../../wallet'
import type { MissionContext } from './context'
import type { LiveMission } from './contract'
import { MISSION_ERRORS } from './errors'
import type { statusRequest } from './requests'
import {
  isActive,
  type MissionRow,
  type MovedStatus,
  mayMove,
  TRANSITIONS,
  timeoutOf,
  toMission,
} from './rules'
import { creatorPercent, splitMission } from './settlement'
import type { Stakes } from './stakes'

type StatusInput = import('zod').infer<typeof statusRequest>

export type Outcomes = ReturnType<typeof createOutcomes>

export function createOutcomes(context: MissionContext, stakes: Stakes) {
  const { db, clock, deps, requireMission } = context
  const { returnStake } = stakes

  /**
   * Divides an ended mission's held coins by its outcome, once: stakes still `holding` are
   * given back first, then one ledger transaction keyed by the mission.
   */
  async function settle(row: MissionRow): Promise<MissionRow> {
    if (row.settled_time || isActive(row.status)) return row
    const creatorOid = row.creator_oid.trim()
    const stakes = await db
      .selectFrom('livedonation_mission_stakes')
      .selectAll()
      .where('mission_oid', '=', row.oid)
      .orderBy('oid')
      .execute()
    for (const stake of stakes.filter((stake) => stake.state === 'holding'))
      await returnStake(stake, creatorOid)
    const held = stakes.filter((stake) => stake.state === 'held')
    const percent = creatorPercent(row.status, {
      cancellationPenaltyPercent: row.cancellation_penalty_percent,
      failureRewardPercent: row.failure_reward_percent,
    })
    const split = splitMission(
      held.map((stake) => ({ userOid: stake.user_oid.trim(), coin: stake.coin })),
      percent,
      deps.wallet.donationFeeBasisPoints,
    )
    if (split.total > 0) {
      await deps.wallet.post({
        key: `livemission:settle:${row.oid.trim()}`,
        type: split.creatorGross > 0 ? 'live_donation' : 'void',
        entries: [
          { account: systemAccount('holds', 'coin'), amount: -split.total },
          ...split.refunds.map((refund) => ({
            account: userAccount(refund.userOid, 'coins'),
            amount: refund.coin,
          })),
          { account: userAccount(creatorOid, 'earnings'), amount: split.creatorShare },
          { account: systemAccount('platform_fee', 'coin'), amount: split.platformFee },
        ],
        metadata: {
          userOid: row.user_oid.trim(),
          creatorOid,
          missionOid: row.oid.trim(),
          donationType: 'mission',
          status: row.status,
        },
      })
    }
    const settled = await db
      .updateTable('livedonation_missions')
      .set({ creator_coin: split.creatorGross, settled_time: clock.now() })
      .where('oid', '=', row.oid)
      .where('settled_time', 'is', null)
      .returningAll()
      .executeTakeFirst()
    if (settled && split.creatorGross > 0 && deps.onSponsored) {
      for (const stake of held) {
        const kept = Math.floor((stake.coin * percent) / 100)
        if (kept > 0)
          await deps.onSponsored({
            sourceKey: `live-mission:${row.oid.trim()}:${stake.oid.trim()}`,
            userOid: stake.user_oid.trim(),
            creatorOid,
            coin: kept,
          })
      }
    }
    return settled ?? (await requireMission(row.oid))
  }

  /**
   * The compare-and-swap every outcome goes through: only the caller whose update finds the
   * expected status moves the mission. Null when another outcome won.
   */
  async function transition(row: MissionRow, status: MovedStatus): Promise<MissionRow | null> {
    const now = clock.now()
    const accepted = status === 'accepted'
    const updated = await db
      .updateTable('livedonation_missions')
      .set(
        accepted
          ? { status, start_time: now, due_time: new Date(now.getTime() + row.time_limit * 1000) }
          : { status, end_time: now, due_time: null },
      )
      .where('oid', '=', row.oid)
      .where('status', '=', TRANSITIONS[status].from)
      .returningAll()
      .executeTakeFirst()
    if (!updated) return null
    const finished = accepted ? updated : await settle(updated)
    await context.publish(finished)
    return finished
  }

  /** Ends a mission whose time is up (the timeout fires on its own). */
  async function timeOut(row: MissionRow): Promise<MissionRow> {
    if (!isActive(row.status) || !row.due_time || row.due_time > clock.now()) return row
    return (await transition(row, timeoutOf(row.status))) ?? (await requireMission(row.oid))
  }

  return {
    settle,
    transition,
    timeOut,
    async setStatus(user: SessionUser, input: StatusInput): Promise<LiveMission> {
      const row = await requireMission(input.missionOid)
      if (input.status === 'pending') throw MISSION_ERRORS.state(row.status, 'pending')
      const rule = TRANSITIONS[input.status]
      const isCreator = row.creator_oid.trim() === user.oid
      const isViewer = row.user_oid.trim() === user.oid
      if (!mayMove(input.status, { isCreator, isViewer })) throw MISSION_ERRORS.forbidden()
      // A repeated call (a retry) answers the mission as it is.
      if (row.status === input.status) return toMission(await settle(row))
      if (row.status !== rule.from) throw MISSION_ERRORS.state(row.status, 'status')
      if (input.status.endsWith('-timeout') && (!row.due_time || row.due_time > clock.now()))
        throw MISSION_ERRORS.state(row.status, 'not-due')
      const moved = await transition(row, input.status)
      if (moved) return toMission(moved)
      const now = await requireMission(row.oid)
      if (now.status === input.status) return toMission(now)
      throw MISSION_ERRORS.state(now.status, 'status')
    },
  }
}
