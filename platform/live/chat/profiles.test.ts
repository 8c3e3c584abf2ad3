import { describe, expect, it } from 'vitest'
import { PRIVILEGED_USE_LEVEL } from './emoticons'
import { emoticonUseLevel, nicknameColors, senderOf } from './profiles'
import type { ChatClaims } from './token'

const claims = (userOid: string | null): ChatClaims => ({
  creatorOid: 'c'.repeat(24),
  userOid,
  nickname: 'from-token',
  isAdmin: false,
  tokenExpires: 0,
  sessionExpires: 0,
})
const subscription = { tierHash: 't1', tierName: 'Gold', tierPhoto: null, position: 2, months: 3 }

describe('nicknameColors', () => {
  it('gives a user the same two colours every time', () => {
    expect(nicknameColors('a'.repeat(24))).toEqual(nicknameColors('a'.repeat(24)))
    expect(nicknameColors('a'.repeat(24))[0]).toMatch(/^#[0-9a-f]{6}$/)
  })
})

describe('emoticonUseLevel', () => {
  it('lets the privileged use every group', () => {
    expect(emoticonUseLevel({ privileged: true, subscription: null })).toBe(PRIVILEGED_USE_LEVEL)
  })
  it('gives a subscriber the tier position plus one, anyone else 0', () => {
    expect(emoticonUseLevel({ privileged: false, subscription: { position: 2 } })).toBe(3)
    expect(emoticonUseLevel({ privileged: false, subscription: null })).toBe(0)
  })
})

describe('senderOf', () => {
  it('sends nothing for a guest', () => {
    expect(
      senderOf({ claims: claims(null), user: undefined, subscription: null, isManager: false }),
    ).toBeNull()
  })
  it('takes the stored nickname, the tier fields and the creator flag', () => {
    const user = {
      oid: 'c'.repeat(24),
      nickname: 'Stored',
      email: '',
      photo: null,
      isLivestreamer: true,
    }
    const sender = senderOf({ claims: claims('c'.repeat(24)), user, subscription, isManager: true })
    expect(sender).toMatchObject({
      nickname: 'Stored',
      tierHash: 't1',
      tierName: 'Gold',
      subscriptionMonths: 3,
      isCreator: true,
      isManager: true,
      isAdmin: false,
    })
  })
  it('falls back to the token nickname when the user is not found', () => {
    const sender = senderOf({
      claims: claims('u'.repeat(24)),
      user: undefined,
      subscription: null,
      isManager: false,
    })
    expect(sender).toMatchObject({
      nickname: 'from-token',
      tierHash: null,
      subscriptionMonths: 0,
      isCreator: false,
    })
  })
})
