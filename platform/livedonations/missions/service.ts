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
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely'
import type { DB } from '../../db'
import { newObjectId } from '../../db/ids'
import { AppError, type Clock, conflict, type SessionUser } from '../../http'
import { type Entry, systemAccount, type TransactionType, userAccount } from '../../wallet'
import type { DonationOptions } from '../contract'
import { LIVEDONATION_ERRORS } from '../errors'
import type { LivedonationsEventsPort, LivedonationsUsersPort } from '../ports'
import {
  ACTIVE_MISSION_STATUSES,
  DEFAULT_MISSION_SETTINGS,
  type LiveMission,
  MISSION_LIMITS,
  type MissionSettings,
  type MissionStatus,
} from './contract'
import { MISSION_ERRORS } from './errors'
import type { appendRequest, missionRequest, statusRequest } from './requests'
import { creatorPercent, splitMission } from './settlement'
import type { MissionsTables } from './tables'

/** The wallet as missions use it: raw balanced postings, idempotent per key. */
export interface MissionsWalletPort {
  post(input: {
    key: string
    type: TransactionType
    entries: Entry[]
    metadata?: Record<string, unknown>
  }): Promise<unknown>
  /** The platform's cut of what the streamer keeps (the wallet's donation fee). */
  donationFeeBasisPoints: number
}

export interface MissionsDeps {
  db: Kysely<DB>
  clock: Clock
  wallet: MissionsWalletPort
  events: LivedonationsEventsPort
  users: LivedonationsUsersPort
  /** The streamer's donation options (the main service's reader). */
  options(creatorOid: string): Promise<DonationOptions>
  /** Told when a viewer's coins reached a streamer (the sponsored creators list). */
  onSponsored?(input: { userOid: string; creatorOid: string; coin: number }): Promise<void>
}

type MissionInput = import('zod').infer<typeof missionRequest>
type AppendInput = import('zod').infer<typeof appendRequest>
type StatusInput = import('zod').infer<typeof statusRequest>
type MissionRow = Selectable<MissionsTables['livedonation_missions']>
type StakeRow = Selectable<MissionsTables['livedonation_mission_stakes']>

const ACTIVE: readonly MissionStatus[] = ACTIVE_MISSION_STATUSES
const isActive = (status: MissionStatus) => ACTIVE.includes(status)
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'
/** The wallet refuses a posting that would take a user's balance below zero. */
const isShortOfCoins = (error: unknown) =>
  error instanceof AppError && ['INSUFFICIENT_BALANCE', 'NOT_ENOUGH_COINS'].includes(error.code)
const notEnoughCoins = () =>
  new AppError({ status: 403, code: 'NOT_ENOUGH_COINS', message: 'Not enough coins' })

/** Who may move a mission to each status, and from which status. */
const TRANSITIONS: Record<
  Exclude<MissionStatus, 'pending'>,
  { from: MissionStatus; by: 'viewer' | 'creator' | 'either' }
> = {
  accepted: { from: 'pending', by: 'creator' },
  rejected: { from: 'pending', by: 'creator' },
  cancelled: { from: 'pending', by: 'viewer' },
  success: { from: 'accepted', by: 'either' },
  failed: { from: 'accepted', by: 'either' },
  'pending-timeout': { from: 'pending', by: 'either' },
  'accepted-timeout': { from: 'accepted', by: 'either' },
}

export function missionSettings(options: DonationOptions): MissionSettings {
  return { ...DEFAULT_MISSION_SETTINGS, ...(options.mission ?? {}) }
}

function toMission(row: MissionRow): LiveMission {
  return {
    oid: row.oid.trim(),
    userId: row.is_hidden_name ? '' : row.user_oid.trim(),
    nickname: row.is_hidden_name || !row.user_nickname ? null : row.user_nickname,
    isHiddenName: row.is_hidden_name,
    type: 'mission',
    creatorOid: row.creator_oid.trim(),
    coin: row.coin,
    content: row.content,
    status: row.status,
    createTime: row.create_time.toISOString(),
    startTime: row.start_time?.toISOString() ?? null,
    endTime: row.end_time?.toISOString() ?? null,
    timeLimit: row.time_limit,
    pendingTimeLimit: row.pending_time_limit,
    dataOrigin: row.data_origin,
    creatorCoin: row.creator_coin,
  }
}

export function createMissionsService(deps: MissionsDeps) {
  const { db, clock } = deps

  const findMission = (oid: string, trx: Kysely<DB> | Transaction<DB> = db) =>
    trx.selectFrom('livedonation_missions').selectAll().where('oid', '=', oid).executeTakeFirst()

  async function requireMission(oid: string): Promise<MissionRow> {
    const row = await findMission(oid)
    if (!row) throw MISSION_ERRORS.notFound()
    return row
  }

  const findStake = (userOid: string, key: string) =>
    db
      .selectFrom('livedonation_mission_stakes')
      .selectAll()
      .where('user_oid', '=', userOid)
      .where('request_key', '=', key)
      .executeTakeFirst()

  function holdEntries(stake: StakeRow): Entry[] {
    return [
      { account: userAccount(stake.user_oid.trim(), 'coins'), amount: -stake.coin },
      { account: systemAccount('holds', 'coin'), amount: stake.coin },
    ]
  }

  /** The stake's coins into escrow; the same key and body every time, so any caller may repeat it. */
  async function postHold(stake: StakeRow, creatorOid: string): Promise<boolean> {
    try {
      await deps.wallet.post({
        key: `livemission:hold:${stake.oid.trim()}`,
        type: 'hold',
        entries: holdEntries(stake),
        metadata: {
          userOid: stake.user_oid.trim(),
          creatorOid,
          missionOid: stake.mission_oid.trim(),
          stakeOid: stake.oid.trim(),
        },
      })
      return true
    } catch (error) {
      if (isShortOfCoins(error)) return false
      throw error
    }
  }

  /**
   * Gives a stake that missed its mission back: its hold is made sure of first (a replay if
   * it happened, the viewer's coins taken now if not), then returned under its own key.
   */
  async function returnStake(stake: StakeRow, creatorOid: string): Promise<void> {
    if (await postHold(stake, creatorOid)) {
      await deps.wallet.post({
        key: `livemission:return:${stake.oid.trim()}`,
        type: 'void',
        entries: holdEntries(stake).map((entry) => ({ ...entry, amount: -entry.amount })),
        metadata: {
          userOid: stake.user_oid.trim(),
          creatorOid,
          missionOid: stake.mission_oid.trim(),
          stakeOid: stake.oid.trim(),
        },
      })
    }
    await db
      .updateTable('livedonation_mission_stakes')
      .set({ state: 'returned' })
      .where('oid', '=', stake.oid)
      .where('state', '=', 'holding')
      .execute()
  }

  /**
   * A held stake joins its mission if the mission is still active (under its row lock, so
   * no settlement reads the stakes meanwhile). 'ended': the caller gives the coins back.
   */
  async function confirmStake(stake: StakeRow): Promise<'held' | 'ended'> {
    return db.transaction().execute(async (trx) => {
      const mission = await trx
        .selectFrom('livedonation_missions')
        .select(['status'])
        .where('oid', '=', stake.mission_oid)
        .forUpdate()
        .executeTakeFirst()
      const current = await trx
        .selectFrom('livedonation_mission_stakes')
        .select('state')
        .where('oid', '=', stake.oid)
        .executeTakeFirst()
      if (current?.state === 'held') return 'held'
      if (!mission || !isActive(mission.status) || current?.state !== 'holding') return 'ended'
      await trx
        .updateTable('livedonation_mission_stakes')
        .set({ state: 'held' })
        .where('oid', '=', stake.oid)
        .execute()
      await trx
        .updateTable('livedonation_missions')
        .set((eb) => ({ coin: eb('coin', '+', stake.coin) }))
        .where('oid', '=', stake.mission_oid)
        .execute()
      return 'held'
    })
  }

  /** A stake refused for lack of coins leaves nothing: its row, and a mission it alone made. */
  async function dropStake(stake: StakeRow) {
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('livedonation_mission_stakes')
        .where('oid', '=', stake.oid)
        .where('state', '=', 'holding')
        .execute()
      await trx
        .deleteFrom('livedonation_missions')
        .where('oid', '=', stake.mission_oid)
        .where('coin', '=', 0)
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('livedonation_mission_stakes')
                .select('oid')
                .where('mission_oid', '=', stake.mission_oid),
            ),
          ),
        )
        .execute()
    })
  }

  /** Finishes a stake whose row is written: hold, join the mission or give it back. */
  async function completeStake(stake: StakeRow, creatorOid: string): Promise<MissionRow> {
    if (!(await postHold(stake, creatorOid))) {
      await dropStake(stake)
      throw notEnoughCoins()
    }
    if ((await confirmStake(stake)) === 'ended') {
      await returnStake(stake, creatorOid)
      const mission = await requireMission(stake.mission_oid)
      throw MISSION_ERRORS.state(mission.status, 'ended')
    }
    return requireMission(stake.mission_oid)
  }

  async function publish(row: MissionRow) {
    await deps.events.publishEvent(row.creator_oid.trim(), 'mission', { ...toMission(row) })
  }

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
          await deps.onSponsored({ userOid: stake.user_oid.trim(), creatorOid, coin: kept })
      }
    }
    return settled ?? (await requireMission(row.oid))
  }

  /**
   * The compare-and-swap every outcome goes through: only the caller whose update finds the
   * expected status moves the mission. Null when another outcome won.
   */
  async function transition(
    row: MissionRow,
    status: Exclude<MissionStatus, 'pending'>,
  ): Promise<MissionRow | null> {
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
    await publish(finished)
    return finished
  }

  /** Ends a mission whose time is up (the timeout fires on its own). */
  async function timeOut(row: MissionRow): Promise<MissionRow> {
    if (!isActive(row.status) || !row.due_time || row.due_time > clock.now()) return row
    const status = row.status === 'pending' ? 'pending-timeout' : 'accepted-timeout'
    return (await transition(row, status)) ?? (await requireMission(row.oid))
  }

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
    const hasTransaction = (prefix: string) =>
      sql<boolean>`exists (select 1 from wallet_transactions t where t.idempotency_key = ${prefix} || trim(s.oid))`
    const late = await db
      .selectFrom('livedonation_mission_stakes as s')
      .innerJoin('livedonation_missions as m', 'm.oid', 's.mission_oid')
      .selectAll('s')
      .select('m.creator_oid')
      .where('s.state', '=', 'returned')
      .where(hasTransaction('livemission:hold:'))
      .where((eb) => eb.not(hasTransaction('livemission:return:')))
      .limit(200)
      .execute()
    for (const { creator_oid, ...stake } of late) await returnStake(stake, creator_oid.trim())
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
    for (const row of unsettledRows) await publish(await settle(row))
    if (!creatorOid) {
      await finishStaleStakes(now)
      await finishLateHolds()
    }
    return dueRows.length + unsettledRows.length
  }

  return {
    sweep,

    async create(user: SessionUser, input: MissionInput): Promise<LiveMission> {
      const { creatorOid, missionData: data } = input
      const existing = await findStake(user.oid, input.key)
      if (existing) {
        const mission = await requireMission(existing.mission_oid)
        if (
          mission.creator_oid.trim() !== creatorOid ||
          existing.coin !== data.coin ||
          mission.user_oid.trim() !== user.oid ||
          mission.content !== data.task
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
      const options = await deps.options(creatorOid)
      if (!options.useMissionDonation) throw LIVEDONATION_ERRORS.typeOff()
      const settings = missionSettings(options)
      if (data.coin < settings.minimumEntryFee)
        throw MISSION_ERRORS.minimum(settings.minimumEntryFee)
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
              content: data.task,
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
          return trx
            .insertInto('livedonation_mission_stakes')
            .values({
              oid: newObjectId(now.getTime()),
              mission_oid: missionOid,
              user_oid: user.oid,
              request_key: input.key,
              coin: data.coin,
              is_hidden_name: input.isHiddenName,
              state: 'holding',
              create_time: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow()
        })
      } catch (error) {
        // The same key raced itself: the first request's mission is the answer.
        if (isUniqueViolation(error)) return this.create(user, input)
        throw error
      }
      const mission = await completeStake(stake, creatorOid)
      await publish(mission)
      return toMission(mission)
    },

    async append(user: SessionUser, input: AppendInput): Promise<LiveMission> {
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
          return trx
            .insertInto('livedonation_mission_stakes')
            .values({
              oid: newObjectId(now.getTime()),
              mission_oid: input.missionOid,
              user_oid: user.oid,
              request_key: input.key,
              coin: input.coin,
              is_hidden_name: input.isHiddenName,
              state: 'holding',
              create_time: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow()
        })
      } catch (error) {
        if (isUniqueViolation(error)) return this.append(user, input)
        throw error
      }
      const mission = await completeStake(stake, creatorOid)
      await publish(mission)
      return toMission(mission)
    },

    async setStatus(user: SessionUser, input: StatusInput): Promise<LiveMission> {
      const row = await requireMission(input.missionOid)
      if (input.status === 'pending') throw MISSION_ERRORS.state(row.status, 'pending')
      const rule = TRANSITIONS[input.status]
      const isCreator = row.creator_oid.trim() === user.oid
      const isViewer = row.user_oid.trim() === user.oid
      const allowed =
        rule.by === 'either' ? isCreator || isViewer : rule.by === 'creator' ? isCreator : isViewer
      if (!allowed) throw MISSION_ERRORS.forbidden()
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
