/** Resume planning: only the client's own rooms, only those with something newer, from the earliest id named. */
import { describe, expect, it } from 'vitest'
import { DIRECT_CHAT_REALTIME_LIMITS } from './realtime-contract'
import { planReplay, skipsReplayed } from './replay'

const rooms = new Map<string, string | null>([
  ['a', '120'],
  ['b', '7'],
  ['quiet', null],
])

describe('planReplay', () => {
  it('reads each member room with newer messages after the id the client saw', () => {
    expect(
      planReplay(
        [
          { roomId: 'a', afterId: '100' },
          { roomId: 'b', afterId: '7' },
          { roomId: 'quiet', afterId: '0' },
        ],
        rooms,
      ),
    ).toEqual([{ roomId: 'a', afterId: '100' }])
  })

  it('ignores rooms the user is not in, and reads a bad id as the room from its start', () => {
    expect(
      planReplay(
        [
          { roomId: 'elsewhere', afterId: '1' },
          { roomId: 'b', afterId: 'drop table' },
          { roomId: 42, afterId: '1' },
        ],
        rooms,
      ),
    ).toEqual([{ roomId: 'b', afterId: '0' }])
  })

  it('takes the earlier id of a room named twice, so nothing is skipped', () => {
    expect(
      planReplay(
        [
          { roomId: 'a', afterId: '110' },
          { roomId: 'a', afterId: '90' },
          { roomId: 'a', afterId: '115' },
        ],
        rooms,
      ),
    ).toEqual([{ roomId: 'a', afterId: '90' }])
  })

  it('compares ids as numbers, not text', () => {
    expect(planReplay([{ roomId: 'a', afterId: '99' }], rooms)).toEqual([
      { roomId: 'a', afterId: '99' },
    ])
    expect(planReplay([{ roomId: 'a', afterId: '1000' }], rooms)).toEqual([])
  })

  it('reads at most the resume limit of rooms', () => {
    const many = new Map<string, string | null>()
    const points = []
    for (let i = 0; i < DIRECT_CHAT_REALTIME_LIMITS.resumeRoomsMax + 5; i += 1) {
      many.set(`r${i}`, '5')
      points.push({ roomId: `r${i}`, afterId: '1' })
    }
    expect(planReplay(points, many)).toHaveLength(DIRECT_CHAT_REALTIME_LIMITS.resumeRoomsMax)
  })
})

describe('skipsReplayed', () => {
  it('skips a replayed id once when it comes live, and lets new ids through', () => {
    const replayed = new Set(['5', '6'])
    expect(skipsReplayed(replayed, '5')).toBe(true)
    expect(skipsReplayed(replayed, '5')).toBe(false)
    expect(skipsReplayed(replayed, '7')).toBe(false)
  })
})
