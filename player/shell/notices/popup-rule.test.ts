import { describe, expect, it } from 'vitest'
import { hideForADay, parseHidden, popupsToShow } from './popup-rule'

const DAY = 24 * 60 * 60 * 1000
const notices = [{ oid: 'a' }, { oid: 'b' }, { oid: 'c' }]

describe('notice popups', () => {
  it('leaves out the ones hidden for 24 hours until the day has passed', () => {
    const hidden = hideForADay({}, 'a', 1_000)
    expect(popupsToShow(notices, hidden, new Set(), 1_000 + DAY - 1).map((n) => n.oid)).toEqual([
      'b',
      'c',
    ])
    expect(popupsToShow(notices, hidden, new Set(), 1_000 + DAY).map((n) => n.oid)).toEqual([
      'a',
      'b',
      'c',
    ])
  })

  it('leaves out the ones closed this visit', () => {
    expect(popupsToShow(notices, {}, new Set(['b']), 0).map((n) => n.oid)).toEqual(['a', 'c'])
  })

  it('drops hidings that ran out when hiding another', () => {
    const hidden = hideForADay({ old: 5, live: 10 * DAY }, 'new', DAY)
    expect(hidden).toEqual({ live: 10 * DAY, new: 2 * DAY })
  })

  it('reads a damaged store as nothing hidden', () => {
    expect(parseHidden('not json')).toEqual({})
    expect(parseHidden('[1]')).toEqual({})
    expect(parseHidden('{"a":"soon","b":7}')).toEqual({ b: 7 })
    expect(parseHidden(null)).toEqual({})
  })
})
