import { describe, expect, it } from 'vitest'
import { countHashtags, toCard } from './cards'

describe('countHashtags', () => {
  it('counts each tag over the streams, most used first, then by name', () => {
    expect(countHashtags([{ tags: ['b', 'a'] }, { tags: ['a'] }, { tags: ['c'] }])).toEqual([
      { tag: 'a', count: 2 },
      { tag: 'b', count: 1 },
      { tag: 'c', count: 1 },
    ])
    expect(countHashtags([])).toEqual([])
  })
})

describe('toCard', () => {
  const user = { oid: 'c'.repeat(24), nickname: 'Streamer', customUrl: null, isLivestreamer: true }
  it('shows a creator who never opened the studio as off air with empty fields', () => {
    expect(toCard(user, undefined)).toMatchObject({
      streamOid: null,
      title: '',
      state: 'liveOff',
      tags: [],
      creatorNickname: 'Streamer',
      startedAt: null,
    })
  })
})
