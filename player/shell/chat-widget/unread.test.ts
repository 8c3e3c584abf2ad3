import { describe, expect, it } from 'vitest'
import { badgeText, totalUnread } from './unread'

describe('the launcher’s unread badge', () => {
  it('adds the unread counts of my one-to-one and group chats, not global rooms', () => {
    expect(totalUnread([])).toBe(0)
    expect(
      totalUnread([
        { kind: 'direct', unread: 2 },
        { kind: 'group', unread: 5 },
        { kind: 'direct', unread: 0 },
        { kind: 'global', unread: 40 },
      ]),
    ).toBe(7)
  })

  it('caps its text at 99+', () => {
    expect(badgeText(7)).toBe('7')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
  })
})
