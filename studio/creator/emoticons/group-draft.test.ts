import { describe, expect, it } from 'vitest'
import { groupInput, toggleEmoticon } from './group-draft'

describe('emoticon group drafts', () => {
  it('gives a tier group its tier position + 1 as use level, a free group 0', () => {
    const positions = { low: 0, high: 1 }
    const base = { name: ' Gold ', emoticonOids: ['e1'], useLevel: 0 }
    expect(groupInput({ ...base, type: 'tier', tierHash: 'high' }, positions)).toEqual({
      name: 'Gold',
      type: 'tier',
      tierHash: 'high',
      useLevel: 2,
      emoticons: [{ _id: 'e1' }],
    })
    expect(
      groupInput({ ...base, type: 'tier', tierHash: null, _id: 'g1' }, positions),
    ).toMatchObject({
      _id: 'g1',
      type: 'free',
      tierHash: null,
      useLevel: 0,
    })
  })

  it('adds and removes an emoticon', () => {
    const draft = {
      name: '',
      type: 'free' as const,
      tierHash: null,
      useLevel: 0,
      emoticonOids: ['a'],
    }
    expect(toggleEmoticon(draft, 'b').emoticonOids).toEqual(['a', 'b'])
    expect(toggleEmoticon(draft, 'a').emoticonOids).toEqual([])
  })
})
