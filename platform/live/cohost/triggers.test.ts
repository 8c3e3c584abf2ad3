import { describe, expect, it } from 'vitest'
import { HIDDEN_SENDER, type LiveChatMessage } from '../chat/contract'
import { keyOf } from './planner'
import { triggerOf } from './turn'

const creatorOid = 'c'.repeat(24)
const message = (over: Partial<LiveChatMessage> = {}): LiveChatMessage => ({
  kind: 'message',
  id: '41',
  sendTime: '2026-11-20T12:00:00.000Z',
  content: 'Luna, hi',
  sender: { ...HIDDEN_SENDER, userOid: 'u'.repeat(24), nickname: 'mina' },
  isBan: false,
  isHiddenName: false,
  ...over,
})
const event = (name: 'donation' | 'mission', data: Record<string, unknown>) =>
  triggerOf({ kind: 'event', creatorOid, name, data })

describe('what the chat heard, as the trigger it is', () => {
  it('a message: its sender named (none when hidden), the co-host’s own marked', () => {
    expect(triggerOf({ kind: 'message', creatorOid, message: message() })).toEqual({
      kind: 'chat',
      messageId: '41',
      senderName: 'mina',
      content: 'Luna, hi',
      fromCohost: false,
    })
    expect(
      triggerOf({ kind: 'message', creatorOid, message: message({ isHiddenName: true }) }),
    ).toMatchObject({ senderName: '' })
    const own = message({ sender: { ...HIDDEN_SENDER, nickname: 'Luna', isCohost: true } })
    expect(triggerOf({ kind: 'message', creatorOid, message: own })).toMatchObject({
      fromCohost: true,
    })
  })

  it('a donation, a roulette result and announced mission statuses, each keyed once', () => {
    const donation = event('donation', { oid: 'd1', coin: 60, content: 'yay', nickname: 'bo' })
    expect(donation).toEqual({ kind: 'donation', key: 'd1', donor: 'bo', coin: 60, content: 'yay' })
    const roulette = event('donation', {
      oid: 'd2',
      coin: 10,
      donationType: 'roulette',
      optionName: 'Sing',
      isHiddenName: true,
      nickname: 'bo',
    })
    expect(roulette).toEqual({
      kind: 'roulette',
      key: 'd2',
      donor: null,
      coin: 10,
      optionName: 'Sing',
    })
    const accepted = event('mission', { oid: 'm1', status: 'accepted', coin: 30, content: 'Dance' })
    const finished = event('mission', { oid: 'm1', status: 'success', coin: 30, content: 'Dance' })
    expect(accepted).toMatchObject({ kind: 'mission', status: 'accepted' })
    expect(keyOf(accepted as never)).not.toBe(keyOf(finished as never))
  })

  it('test alerts, unannounced statuses and events without an id trigger nothing', () => {
    expect(event('donation', { oid: 'd3', coin: 60, isTest: true })).toBeNull()
    expect(event('mission', { oid: 'm2', status: 'pending', coin: 5 })).toBeNull()
    expect(event('mission', { oid: 'm2', status: 'refused', coin: 5 })).toBeNull()
    expect(event('donation', { coin: 60 })).toBeNull()
  })
})
