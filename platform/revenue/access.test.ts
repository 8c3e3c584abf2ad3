import { describe, expect, it } from 'vitest'
import type { Role, SessionUser } from '../http'
import { isAdmin, isCreator, readableCreator } from './access'

const user = (oid: string, ...roles: Role[]): SessionUser => ({
  oid,
  nickname: 'Someone',
  roles: ['user', ...roles],
  language: 'en',
  isAdult: false,
})
const A = 'a'.repeat(24)
const B = 'b'.repeat(24)

function refusal(act: () => unknown) {
  try {
    act()
  } catch (error) {
    const { status, code } = error as { status: number; code: string }
    return { status, code }
  }
  throw new Error('expected a refusal')
}
const forbidden = { status: 403, code: 'FORBIDDEN' }

describe("who reads a creator's revenue", () => {
  it('a creator or a livestreamer reads their own, named or not', () => {
    for (const role of ['creator', 'livestreamer'] as const) {
      expect(readableCreator(user(A, role), undefined)).toBe(A)
      expect(readableCreator(user(A, role), A)).toBe(A)
    }
  })

  it("nobody but an admin reads another creator's, and a plain user not even their own", () => {
    expect(refusal(() => readableCreator(user(A, 'creator'), B))).toEqual(forbidden)
    expect(refusal(() => readableCreator(user(A, 'livestreamer'), B))).toEqual(forbidden)
    expect(refusal(() => readableCreator(user(A, 'channelManager'), A))).toEqual(forbidden)
    expect(refusal(() => readableCreator(user(A), undefined))).toEqual(forbidden)
    expect(refusal(() => readableCreator(user(A), A))).toEqual(forbidden)
  })

  it("an admin reads anyone's, and their own by default", () => {
    expect(readableCreator(user(A, 'admin'), B)).toBe(B)
    expect(readableCreator(user(A, 'admin'), undefined)).toBe(A)
  })

  it('names admins and creators by their stored roles', () => {
    expect(isAdmin(user(A, 'admin'))).toBe(true)
    expect(isAdmin(user(A, 'creator', 'livestreamer'))).toBe(false)
    expect(isCreator(user(A, 'creator'))).toBe(true)
    expect(isCreator(user(A, 'livestreamer'))).toBe(true)
    expect(isCreator(user(A, 'admin'))).toBe(true)
    expect(isCreator(user(A, 'channelManager'))).toBe(false)
    expect(isCreator(user(A))).toBe(false)
  })
})
