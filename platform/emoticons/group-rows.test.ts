import { describe, expect, it } from 'vitest'
import { groupRows } from './group-rows'

const now = new Date('2026-01-01T00:00:00Z')
function options(existing: string[] = []) {
  let minted = 0
  return {
    creatorOid: 'creator',
    positions: new Map([
      ['gold', 1],
      ['silver', 0],
    ]),
    existing: new Set(existing),
    now,
    newOid: () => `new-${++minted}`,
  }
}

describe('groupRows', () => {
  it('sets each group’s use level: free 0, a tier its position plus one, a tier group without a tier at least 1', () => {
    const rows = groupRows(
      [
        { type: 'free', emoticons: [] },
        { type: 'tier', tierHash: 'gold', emoticons: [] },
        { type: 'tier', tierHash: 'silver', emoticons: [] },
        { type: 'tier', useLevel: 0, emoticons: [] },
      ],
      options(),
    )
    expect(rows.map((row) => [row.position, row.use_level, row.tier_hash])).toEqual([
      [0, 0, null],
      [1, 2, 'gold'],
      [2, 1, 'silver'],
      [3, 1, null],
    ])
  })

  it('keeps a saved group’s id once; a repeated or unknown id is minted anew', () => {
    const rows = groupRows(
      [
        { _id: 'kept', type: 'free', emoticons: [] },
        { _id: 'kept', type: 'free', emoticons: [] },
        { _id: 'stranger', type: 'free', emoticons: [] },
      ],
      options(['kept']),
    )
    expect(rows.map((row) => row.oid)).toEqual(['kept', 'new-1', 'new-2'])
  })

  it('stores the emoticon references with their size only when given', () => {
    const [row] = groupRows(
      [{ type: 'free', name: 'Faces', emoticons: [{ _id: 'a' }, { _id: 'b', size: 40 }] }],
      options(),
    )
    expect(row).toMatchObject({ name: 'Faces', creator_oid: 'creator', updated_at: now })
    expect(JSON.parse(row?.emoticons as string)).toEqual([{ oid: 'a' }, { oid: 'b', size: 40 }])
  })

  it('refuses a tier the creator does not have', () => {
    expect(() =>
      groupRows([{ type: 'tier', tierHash: 'bronze', emoticons: [] }], options()),
    ).toThrow(expect.objectContaining({ code: 'EMOTICON_TIER_UNKNOWN' }))
  })
})
