import { describe, expect, it } from 'vitest'
import type { SessionUser } from '../../http'
import { countsAsView, VIEW_WINDOW_MS, watcherKey } from './counters'

const NOW = new Date('2030-01-01T00:00:00Z')
const user = { oid: 'a'.repeat(24) } as SessionUser

describe('watch history counters', () => {
  it('keys a user by account, a guest by device, a visitor not at all', () => {
    expect(watcherKey({ user, guestDeviceId: 'device' })).toBe(`u:${user.oid}`)
    expect(watcherKey({ user: null, guestDeviceId: 'device' })).toBe('g:device')
    expect(watcherKey({ user: null, guestDeviceId: null })).toBeNull()
  })

  it('counts a first view, and another once the window has passed', () => {
    expect(countsAsView(null, NOW)).toBe(true)
    expect(countsAsView(new Date(NOW.getTime() - VIEW_WINDOW_MS), NOW)).toBe(true)
    expect(countsAsView(new Date(NOW.getTime() - VIEW_WINDOW_MS + 1), NOW)).toBe(false)
  })
})
