import { describe, expect, it } from 'vitest'
import { summarizeRatings, visibleToReader } from './rating-summary'

describe('summarizeRatings', () => {
  it('counts each star value and averages to one decimal', () => {
    expect(summarizeRatings([4, 5, 4, 1])).toEqual({
      average: 3.5,
      count: 4,
      distribution: [1, 0, 0, 2, 1],
    })
    expect(summarizeRatings([5, 4, 4])).toMatchObject({ average: 4.3, count: 3 })
  })

  it('has no average without ratings, and ignores values that are not ratings', () => {
    expect(summarizeRatings([])).toEqual({ average: null, count: 0, distribution: [0, 0, 0, 0, 0] })
    expect(summarizeRatings([0, 6, 2.5, Number.NaN, 3])).toEqual({
      average: 3,
      count: 1,
      distribution: [0, 0, 1, 0, 0],
    })
  })
})

describe('visibleToReader', () => {
  const comment = (commentOid: string, commenterOid: string) => ({ commentOid, commenterOid })
  const all = [
    comment('c1', 'ann'),
    comment('c2', 'bob'),
    comment('c3', 'ann'),
    comment('c4', 'cid'),
  ]

  it('shows everything to a reader who blocked nothing', () => {
    expect(visibleToReader(all, { userOids: [], commentOids: [] })).toEqual({
      visible: all,
      hiddenAuthors: [],
    })
  })

  it('hides every comment of a blocked author and the blocked comments, keeping the order', () => {
    const seen = visibleToReader(all, { userOids: ['ann', 'zed'], commentOids: ['c4'] })
    expect(seen.visible.map((item) => item.commentOid)).toEqual(['c2'])
    // Only authors who wrote here are named, once each.
    expect(seen.hiddenAuthors).toEqual(['ann'])
  })
})
