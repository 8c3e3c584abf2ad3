import { describe, expect, it } from 'vitest'
import { banUntil } from './bans'

const now = new Date('2026-01-01T00:00:00Z')

describe('banUntil', () => {
  it('keeps a block of 0 minutes for good', () => {
    expect(banUntil('block', 0, now)).toBeNull()
  })
  it('ends any other ban banTime minutes from now', () => {
    expect(banUntil('chatBan', 10, now)?.toISOString()).toBe('2026-01-01T00:10:00.000Z')
    expect(banUntil('kick', 0, now)?.toISOString()).toBe('2026-01-01T00:00:00.000Z')
    expect(banUntil('block', 60, now)?.toISOString()).toBe('2026-01-01T01:00:00.000Z')
  })
})
