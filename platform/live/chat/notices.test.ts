import { describe, expect, it } from 'vitest'
import { banNotice } from './bans'
import { noticeOfEvent } from './notices'

describe('noticeOfEvent', () => {
  it('makes a donation, a roulette result and each announced mission status a keyed line', () => {
    expect(
      noticeOfEvent('donation', {
        oid: 'd1',
        donationType: 'text',
        coin: 100,
        content: 'hi',
        nickname: 'Mina',
      }),
    ).toEqual({
      notice: { type: 'donation', donor: 'Mina', coin: 100, content: 'hi' },
      key: 'donation:d1',
    })
    expect(
      noticeOfEvent('donation', {
        oid: 'd2',
        donationType: 'roulette',
        coin: 30,
        optionName: 'Sing',
        nickname: 'Mina',
        isHiddenName: true,
      }),
    ).toEqual({
      notice: { type: 'roulette', donor: null, coin: 30, optionName: 'Sing' },
      key: 'donation:d2',
    })
    for (const status of ['pending', 'accepted', 'success', 'failed'])
      expect(noticeOfEvent('mission', { oid: 'm1', status, coin: 50, content: 'Wave' })).toEqual({
        notice: { type: 'mission', status, donor: null, coin: 50, content: 'Wave' },
        key: `mission:m1:${status}`,
      })
  })

  it('makes no line of a test alert, an unannounced status or an event without an oid', () => {
    expect(noticeOfEvent('donation', { oid: 'd1', coin: 1000, isTest: true })).toBeNull()
    for (const status of ['rejected', 'cancelled', 'pending-timeout', 'accepted-timeout'])
      expect(noticeOfEvent('mission', { oid: 'm1', status }), status).toBeNull()
    expect(noticeOfEvent('donation', { coin: 10 })).toBeNull()
  })
})

describe('banNotice', () => {
  it('says timeout with its minutes, kick, or ban for good', () => {
    expect(banNotice('chatBan', 10, 'Mina')).toEqual({
      type: 'timeout',
      target: 'Mina',
      minutes: 10,
    })
    expect(banNotice('kick', 5, '')).toEqual({ type: 'kick', target: '' })
    expect(banNotice('block', 0, 'Mina')).toEqual({ type: 'ban', target: 'Mina' })
  })
})
