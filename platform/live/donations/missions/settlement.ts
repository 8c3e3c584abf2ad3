/**
 * How an ended mission's held coins are divided (pure). Each stake splits on its own,
 * floored in the viewer's favour; the streamer's part then pays the platform fee, floored in
 * the streamer's favour, as a donation does.
 */
import type { MissionStatus } from './contract'

export interface HeldStake {
  userOid: string
  coin: number
}

export interface MissionSplit {
  /** Coins back to each viewer who staked (only those above zero). */
  refunds: { userOid: string; coin: number }[]
  /** The streamer's part before the fee. */
  creatorGross: number
  platformFee: number
  /** What the streamer earns: gross less the fee. */
  creatorShare: number
  total: number
}

/** The percent of the held coins the streamer keeps for an ended mission. */
export function creatorPercent(
  status: MissionStatus,
  terms: { cancellationPenaltyPercent: number; failureRewardPercent: number },
): number {
  switch (status) {
    case 'success':
      return 100
    case 'cancelled':
      return terms.cancellationPenaltyPercent
    case 'failed':
    case 'accepted-timeout':
      return terms.failureRewardPercent
    case 'rejected':
    case 'pending-timeout':
      return 0
    default:
      throw new Error(`splitMission: ${status} has not ended`)
  }
}

export function splitMission(
  stakes: readonly HeldStake[],
  percent: number,
  feeBasisPoints: number,
): MissionSplit {
  const refunds = new Map<string, number>()
  let creatorGross = 0
  let total = 0
  for (const stake of stakes) {
    const kept = Math.floor((stake.coin * percent) / 100)
    creatorGross += kept
    total += stake.coin
    refunds.set(stake.userOid, (refunds.get(stake.userOid) ?? 0) + stake.coin - kept)
  }
  const platformFee = Math.floor((creatorGross * feeBasisPoints) / 10_000)
  return {
    refunds: [...refunds]
      .filter(([, coin]) => coin > 0)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
      .map(([userOid, coin]) => ({ userOid, coin })),
    creatorGross,
    platformFee,
    creatorShare: creatorGross - platformFee,
    total,
  }
}
