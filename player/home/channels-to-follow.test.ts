import { describe, expect, it } from 'vitest'
import { CHANNELS_SUGGESTED, channelsToFollow, type ListedCreator } from './channels-to-follow'

const creator = (oid: string): ListedCreator => ({ oid, nickname: `N${oid}`, customUrl: null })

describe('channels to follow', () => {
  it('leaves out the viewer and the channels they subscribe to, and repeats none', () => {
    const list = ['a', 'me', 'b', 'a', 'sub', 'c'].map(creator)
    const chosen = channelsToFollow(list, { oid: 'me', subscribedTo: new Set(['sub']) })
    expect(chosen.map((item) => item.oid)).toEqual(['a', 'b', 'c'])
  })

  it(`suggests at most ${CHANNELS_SUGGESTED}, in the list's order`, () => {
    const list = Array.from({ length: 20 }, (_, index) => creator(String(index)))
    const chosen = channelsToFollow(list, { oid: null, subscribedTo: new Set() })
    expect(chosen.map((item) => item.oid)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7'])
  })
})
