import type { Transaction } from 'kysely'
import type { DB } from '../../../db'
/**
 * A viewer's stake: a new mission with its first stake, or more coins on an active one.
 * The stake row is written before its hold; a retry with the same key answers the same.
 */
import { newObjectId } from '../../../db/ids'
import { conflict, type SessionUser } from '../../../http'
import { LIVEDONATION_ERRORS } from '../errors'
import type { MissionContext } from './context'
import type { LiveMission } from './contract'
import { MISSION_ERRORS } from './errors'
import type { Outcomes } from './outcomes'
import type { appendRequest, missionRequest } from './requests'
import {
  ACTIVE,
  isActive,
  isUniqueViolation,
  maskedFrom,
  missionSettings,
  type StakeRow,
  toMission,
} from './rules'
import type { Stakes } from './stakes'

type MissionInput = import('zod').infer<typeof missionRequest>
type AppendInput = import('zod').infer<typeof appendRequest>

export function createStaking(context: MissionContext, stakes: Stakes, outcomes: Outcomes) {
  const { db, clock, deps, requireMission, findStake } = context
  const { completeStake } = stakes
  const { timeOut } = outcomes

  async function create(user: SessionUser, input: MissionInput): Promise<LiveMission> {
    const { creatorOid, missionData: data } = input
    const existing = await findStake(user.oid, input.key)
    if (existing) {
      const mission = await requireMission(existing.mission_oid)
      if (
        mission.creator_oid.trim() !== creatorOid ||
        existing.coin !== data.coin ||
        mission.user_oid.trim() !== user.oid ||
        !maskedFrom(mission.content, data.task)
      )
        throw conflict(
          'IDEMPOTENCY_KEY_REUSED',
          'This idempotency key was already used for a different request.',
          { key: input.key },
        )
      if (existing.state !== 'holding') return toMission(mission)
      return toMission(await completeStake(existing, creatorOid))
    }
    if (creatorOid === user.oid) throw LIVEDONATION_ERRORS.failed('self')
    if (!(await deps.users.isStreamer(creatorOid))) throw LIVEDONATION_ERRORS.creatorNotFound()
    // Refused before holding coins: the chat keeps this viewer out, so does the overlay.
    await deps.chat.assertMayTakePart(creatorOid, user.oid)
    const options = await deps.options(creatorOid)
    if (!options.useMissionDonation) throw LIVEDONATION_ERRORS.typeOff()
    const settings = missionSettings(options)
    if (data.coin < settings.minimumEntryFee) throw MISSION_ERRORS.minimum(settings.minimumEntryFee)
    // Masked before it is stored: the overlay and the mission list show it masked.
    const task = await deps.chat.maskText(creatorOid, data.task)
    const now = clock.now()
    const missionOid = newObjectId(now.getTime())
    let stake: StakeRow
    try {
      stake = await db.transaction().execute(async (trx) => {
        // The options row serializes a streamer's new missions, so the limit holds under races.
        await trx
          .selectFrom('livedonation_options')
          .select('creator_oid')
          .where('creator_oid', '=', creatorOid)
          .forUpdate()
          .execute()
        const { count } = await trx
          .selectFrom('livedonation_missions')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('creator_oid', '=', creatorOid)
          .where('status', 'in', ACTIVE)
          .executeTakeFirstOrThrow()
        if (Number(count) >= settings.missionLimit)
          throw MISSION_ERRORS.limit(settings.missionLimit)
        await trx
          .insertInto('livedonation_missions')
          .values({
            oid: missionOid,
            creator_oid: creatorOid,
            user_oid: user.oid,
            content: task,
            status: 'pending',
            time_limit: data.timeLimit,
            pending_time_limit: settings.pendingTimeLimit,
            cancellation_penalty_percent: settings.cancellationPenaltyPercent,
            failure_reward_percent: settings.failureRewardPercent,
            data_origin: input.dataOrigin,
            is_hidden_name: input.isHiddenName,
            user_nickname: user.nickname,
            create_time: now,
            due_time: new Date(now.getTime() + settings.pendingTimeLimit * 1000),
          })
          .execute()
        return insertStake(trx, {
          missionOid: missionOid,
          user,
          key: input.key,
          coin: data.coin,
          isHiddenName: input.isHiddenName,
          now,
        })
      })
    } catch (error) {
      // The same key raced itself: the first request's mission is the answer.
      if (isUniqueViolation(error)) return create(user, input)
      throw error
    }
    const mission = await completeStake(stake, creatorOid)
    await context.publish(mission)
    await deps.notices
      ?.missionProposed({
        creatorOid,
        missionOid,
        nickname: input.isHiddenName ? null : user.nickname,
        task,
        coin: data.coin,
      })
      .catch(() => undefined)
    return toMission(mission)
  }

  async function append(user: SessionUser, input: AppendInput): Promise<LiveMission> {
    const existing = await findStake(user.oid, input.key)
    if (existing) {
      if (existing.mission_oid.trim() !== input.missionOid || existing.coin !== input.coin)
        throw conflict(
          'IDEMPOTENCY_KEY_REUSED',
          'This idempotency key was already used for a different request.',
          { key: input.key },
        )
      const mission = await requireMission(existing.mission_oid)
      if (existing.state === 'held') return toMission(mission)
      if (existing.state === 'returned') throw MISSION_ERRORS.state(mission.status, 'ended')
      return toMission(await completeStake(existing, mission.creator_oid.trim()))
    }
    const row = await timeOut(await requireMission(input.missionOid))
    const creatorOid = row.creator_oid.trim()
    if (creatorOid === user.oid) throw LIVEDONATION_ERRORS.failed('self')
    await deps.chat.assertMayTakePart(creatorOid, user.oid)
    const now = clock.now()
    let stake: StakeRow
    try {
      stake = await db.transaction().execute(async (trx) => {
        const mission = await trx
          .selectFrom('livedonation_missions')
          .select('status')
          .where('oid', '=', input.missionOid)
          .forUpdate()
          .executeTakeFirstOrThrow()
        if (!isActive(mission.status)) throw MISSION_ERRORS.state(mission.status, 'ended')
        return insertStake(trx, {
          missionOid: input.missionOid,
          user,
          key: input.key,
          coin: input.coin,
          isHiddenName: input.isHiddenName,
          now,
        })
      })
    } catch (error) {
      if (isUniqueViolation(error)) return append(user, input)
      throw error
    }
    const mission = await completeStake(stake, creatorOid)
    await context.publish(mission)
    return toMission(mission)
  }

  return { create, append }
}

/** A stake held for a mission: the one insert both a new mission and a top-up make. */
function insertStake(
  trx: Transaction<DB>,
  stake: {
    missionOid: string
    user: SessionUser
    key: string
    coin: number
    isHiddenName: boolean
    now: Date
  },
) {
  return trx
    .insertInto('livedonation_mission_stakes')
    .values({
      oid: newObjectId(stake.now.getTime()),
      mission_oid: stake.missionOid,
      user_oid: stake.user.oid,
      request_key: stake.key,
      coin: stake.coin,
      is_hidden_name: stake.isHiddenName,
      state: 'holding',
      create_time: stake.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}
