/**
 * A stake's coins through the wallet: held in `system/holds/coin` under the stake's key,
 * joined to its mission while it is active, or given back once.
 */
import { type Entry, systemAccount, userAccount } from '../../../wallet'
import type { MissionContext } from './context'
import { MISSION_ERRORS } from './errors'
import { isActive, isShortOfCoins, type MissionRow, notEnoughCoins, type StakeRow } from './rules'

export type Stakes = ReturnType<typeof createStakes>

export function createStakes(context: MissionContext) {
  const { db, deps, requireMission } = context

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

  return { returnStake, completeStake }
}
