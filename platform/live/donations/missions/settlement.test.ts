import { describe, expect, it } from 'vitest'
import { creatorPercent, splitMission } from './settlement'

const terms = { cancellationPenaltyPercent: 30, failureRewardPercent: 50 }

describe('mission settlement split', () => {
  it('gives the streamer every coin on success, less the 20 % fee', () => {
    const split = splitMission([{ userOid: 'a', coin: 55 }], creatorPercent('success', terms), 2000)
    expect(split).toEqual({
      refunds: [],
      creatorGross: 55,
      platformFee: 11,
      creatorShare: 44,
      total: 55,
    })
  })

  it('refunds everything when rejected or not accepted in time', () => {
    for (const status of ['rejected', 'pending-timeout'] as const) {
      const split = splitMission([{ userOid: 'a', coin: 40 }], creatorPercent(status, terms), 2000)
      expect(split).toMatchObject({ refunds: [{ userOid: 'a', coin: 40 }], creatorGross: 0 })
    }
  })

  it('keeps the penalty of a cancelled mission and the reward of a failed one, per stake, floored for the viewer', () => {
    const stakes = [
      { userOid: 'a', coin: 15 },
      { userOid: 'b', coin: 11 },
      { userOid: 'a', coin: 10 },
    ]
    const cancelled = splitMission(stakes, creatorPercent('cancelled', terms), 2000)
    // 30 %: floor(4.5) + floor(3.3) + floor(3) = 4 + 3 + 3.
    expect(cancelled.creatorGross).toBe(10)
    expect(cancelled.refunds).toEqual([
      { userOid: 'a', coin: 18 },
      { userOid: 'b', coin: 8 },
    ])
    expect(cancelled.platformFee + cancelled.creatorShare).toBe(10)
    for (const status of ['failed', 'accepted-timeout'] as const) {
      const failed = splitMission(stakes, creatorPercent(status, terms), 2000)
      // 50 %: 7 + 5 + 5.
      expect(failed.creatorGross).toBe(17)
      expect(failed.refunds.reduce((sum, refund) => sum + refund.coin, 0)).toBe(36 - 17)
    }
  })

  it('refuses to split a mission that has not ended', () => {
    expect(() => creatorPercent('pending', terms)).toThrow()
    expect(() => creatorPercent('accepted', terms)).toThrow()
  })
})
