import { describe, expect, it } from 'vitest'
import type { Role, SessionUser } from '../http'
import { canManage, isAdmin } from './permissions'

const user = (oid: string, ...roles: Role[]): SessionUser => ({
  oid,
  nickname: 'Someone',
  roles: ['user', ...roles],
  language: 'en',
  isAdult: false,
})
const A = 'a'.repeat(24)
const B = 'b'.repeat(24)

describe('who manages a story', () => {
  it('its creator or an admin; nobody signed out, no other creator', () => {
    const story = { creator_oid: A }
    expect(canManage(user(A), story)).toBe(true)
    expect(canManage(user(B, 'admin'), story)).toBe(true)
    expect(canManage(user(B, 'creator'), story)).toBe(false)
    expect(canManage(user(B, 'livestreamer', 'channelManager'), story)).toBe(false)
    expect(canManage(null, story)).toBe(false)
  })

  it('an admin is the stored admin role', () => {
    expect(isAdmin(user(A, 'admin'))).toBe(true)
    expect(isAdmin(user(A, 'creator'))).toBe(false)
    expect(isAdmin(null)).toBe(false)
  })
})
