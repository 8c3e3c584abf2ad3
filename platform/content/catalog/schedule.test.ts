import { describe, expect, it } from 'vitest'
import { isDue } from './schedule'

const NOW = new Date('2030-01-01T00:00:00Z')

describe('isDue', () => {
  it('is a scheduled content whose time has come', () => {
    expect(isDue({ status: 'scheduled', scheduled_at: NOW }, NOW)).toBe(true)
    expect(isDue({ status: 'scheduled', scheduled_at: new Date('2030-01-02') }, NOW)).toBe(false)
    expect(isDue({ status: 'scheduled', scheduled_at: null }, NOW)).toBe(false)
    expect(isDue({ status: 'unpublished', scheduled_at: new Date('2029-01-01') }, NOW)).toBe(false)
  })
})
