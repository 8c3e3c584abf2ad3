import { describe, expect, it } from 'vitest'
import { isLikeMilestone } from './like-milestones'

describe('like milestones', () => {
  it('tells the first like, then 10, 50, 100, 500, 1,000, 5,000 …', () => {
    const told = Array.from({ length: 20_000 }, (_, index) => index).filter(isLikeMilestone)
    expect(told).toEqual([1, 10, 50, 100, 500, 1000, 5000, 10_000])
  })

  it('tells nothing for a count that is not a whole positive number', () => {
    for (const likes of [0, -1, 1.5, Number.NaN]) expect(isLikeMilestone(likes)).toBe(false)
  })
})
