import { describe, expect, it } from 'vitest'
import { CHANNEL_USER, LIVE_USER, pickUser, portUser } from './users'

describe('the accounts user the ports take', () => {
  const listed = {
    oid: 'u1',
    nickname: 'Mina',
    customUrl: 'mina',
    isCreator: true,
    isLivestreamer: false,
    profileImageKey: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  }

  it('reads absent fields as empty', () => {
    expect(portUser({ oid: 'u2' })).toEqual({
      oid: 'u2',
      nickname: '',
      customUrl: null,
      isCreator: false,
      isLivestreamer: false,
    })
  })

  it('hands a port the fields it names and no others', () => {
    expect(pickUser(listed, CHANNEL_USER)).toEqual({
      oid: 'u1',
      nickname: 'Mina',
      customUrl: 'mina',
      isCreator: true,
    })
    expect(pickUser(listed, LIVE_USER)).toEqual({
      oid: 'u1',
      nickname: 'Mina',
      customUrl: 'mina',
      isLivestreamer: false,
    })
  })
})
