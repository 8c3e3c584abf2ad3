import { describe, expect, it } from 'vitest'
import type { LiveChatMessage, ServerFrame } from '../../platform/livechat/contract'
import { applyFrame, initialChatState } from './apply-frame'

const message = (id: string, content = `m${id}`): LiveChatMessage => ({
  kind: 'message',
  id,
  sendTime: '2026-11-26T10:00:00.000Z',
  content,
  sender: {
    userOid: 'a'.repeat(24),
    nickname: 'Mina',
    nicknameColors: ['#e25555', '#5577e2'],
    tierHash: null,
    tierName: null,
    tierPhoto: null,
    userPhoto: null,
    subscriptionMonths: 0,
    isAdmin: false,
    isCreator: false,
    isManager: false,
  },
  isBan: false,
  isHiddenName: false,
})

const welcome = (history: LiveChatMessage[]): ServerFrame => ({
  kind: 'welcome',
  creatorOid: 'c'.repeat(24),
  streamOid: null,
  userOid: null,
  canChat: false,
  useAnonymousChat: false,
  bannedWords: ['bad'],
  history,
})

describe('applyFrame', () => {
  it('keeps messages in id order without repeats when a resume resends some', () => {
    let state = applyFrame(initialChatState, welcome([message('1'), message('2')]))
    state = applyFrame(state, message('3'))
    state = applyFrame(state, welcome([message('2'), message('3'), message('4')]))
    expect(state.messages.map((m) => m.id)).toEqual(['1', '2', '3', '4'])
    expect(state.lastId).toBe('4')
    expect(state.status).toBe('open')
  })

  it('applies banned-word and anonymous-chat events, errors and disconnects', () => {
    let state = applyFrame(initialChatState, welcome([]))
    state = applyFrame(state, {
      kind: 'event',
      id: 'e1',
      sendTime: '2026-11-26T10:00:00.000Z',
      eventName: 'bannedWordsUpdate',
      isTest: false,
      data: { bannedWords: 'bad,바보' },
    })
    expect(state.bannedWords).toEqual(['bad', '바보'])
    state = applyFrame(state, {
      kind: 'event',
      id: 'e2',
      sendTime: '2026-11-26T10:00:00.000Z',
      eventName: 'studioSetting',
      isTest: false,
      data: { useAnonymousChat: true },
    })
    expect(state.useAnonymousChat).toBe(true)
    state = applyFrame(state, {
      kind: 'error',
      code: 'LIVECHAT_LOGIN_REQUIRED',
      message: 'Login is required',
    })
    expect(state.error?.message).toBe('Login is required')
    state = applyFrame(state, {
      kind: 'disconnect',
      id: 'd1',
      sendTime: '2026-11-26T10:00:00.000Z',
      reason: 'kick',
      userId: null,
    })
    expect(state).toMatchObject({ status: 'closed', disconnect: 'kick', canChat: false })
  })
})
