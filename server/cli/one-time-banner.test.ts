import { describe, expect, it } from 'vitest'
import { oneTimeBanner } from './one-time-banner'

describe('oneTimeBanner', () => {
  it('frames the one-time lines and says they are not shown again', () => {
    const banner = oneTimeBanner(['Admin account created: admin@taleloom.local', '  password'])
    expect(banner).toHaveLength(5)
    expect(banner[0]).toBe(banner[4])
    expect(banner[1]).toBe('First start: write these down, they are not shown again.')
    expect(banner.slice(2, 4)).toEqual([
      'Admin account created: admin@taleloom.local',
      '  password',
    ])
  })

  it('prints nothing on a later start', () => {
    expect(oneTimeBanner([])).toEqual([])
  })
})
