import { describe, expect, it } from 'vitest'
import type {
  ChatEmoticon,
  ChatEmoticonGroup,
  ChatLine,
  ChatNotice,
  CohostReplyFrame,
  LiveChatMessage,
  ServerFrame,
} from '../../../platform/live/chat/contract'
import { applyFrame, initialChatState, messageParts } from './apply-frame'

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

const wave: ChatEmoticon = {
  key: 'e1.png',
  name: 'wave',
  url: '/api/emoticon/image/e1.png',
  size: 28,
}
const gem: ChatEmoticon = {
  key: 'e2.png',
  name: 'gem',
  url: '/api/emoticon/image/e2.png',
  size: 40,
}
const free: ChatEmoticonGroup = {
  _id: 'g1',
  name: 'Free',
  tierHash: null,
  useLevel: 0,
  emoticons: [wave],
}
const tier: ChatEmoticonGroup = {
  _id: 'g2',
  name: 'Gold',
  tierHash: 't1',
  useLevel: 1,
  emoticons: [gem],
}

const welcome = (history: ChatLine[], userOid: string | null = null): ServerFrame => ({
  kind: 'welcome',
  creatorOid: 'c'.repeat(24),
  streamOid: null,
  userOid,
  canChat: false,
  useAnonymousChat: false,
  bannedWords: ['bad'],
  history,
  canModerate: userOid !== null,
  canAppoint: false,
  useLevel: 0,
  usableEmoticonGroups: [free],
  emoticonGroups: [free, tier],
})

const notice = (id: string, value: ChatNotice): ServerFrame => ({
  kind: 'notice',
  id,
  sendTime: '2026-11-26T10:00:00.000Z',
  notice: value,
})

const event = (eventName: 'updatedEmoticonData' | 'updatedUserData' | 'liveOn', data: object) =>
  ({
    kind: 'event',
    id: 'e9',
    sendTime: '2026-11-26T10:00:00.000Z',
    eventName,
    isTest: false,
    data,
  }) as ServerFrame

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

  it('keeps the emoticon lists of the welcome and goes stale when they or our tier change', () => {
    const me = 'a'.repeat(24)
    let state = applyFrame(initialChatState, welcome([], me))
    expect(state.usableEmoticonGroups).toEqual([free])
    expect(state.emoticonGroups).toEqual([free, tier])
    expect(state.stale).toBe(false)
    state = applyFrame(state, event('updatedUserData', { userOid: 'b'.repeat(24) }))
    expect(state.stale).toBe(false)
    state = applyFrame(state, event('updatedUserData', { userOid: me }))
    expect(state.stale).toBe(true)
    state = applyFrame(state, welcome([], me))
    expect(state.stale).toBe(false)
    state = applyFrame(state, event('updatedEmoticonData', { creatorOid: 'c'.repeat(24) }))
    expect(state.stale).toBe(true)
  })
})

describe('applyFrame: system lines', () => {
  it('keeps notices among the messages, says who may moderate, and empties a deleted message', () => {
    let state = applyFrame(initialChatState, welcome([message('1')], 'a'.repeat(24)))
    expect(state).toMatchObject({ canModerate: true, canAppoint: false })
    state = applyFrame(state, message('2', 'spam spam'))
    state = applyFrame(
      state,
      notice('3', { type: 'donation', donor: 'Mina', coin: 100, content: 'hi' }),
    )
    state = applyFrame(state, notice('4', { type: 'messageDeleted', messageId: '2' }))
    // Sent twice (a resume): one line.
    state = applyFrame(state, notice('4', { type: 'messageDeleted', messageId: '2' }))
    expect(state.messages.map((line) => `${line.kind}:${line.id}`)).toEqual([
      'message:1',
      'message:2',
      'notice:3',
      'notice:4',
    ])
    expect(state.messages[1]).toMatchObject({ content: '', deleted: true })
    expect(state.messages[0]).toMatchObject({ content: 'm1' })
    expect(state.lastId).toBe('4')
  })

  it('asks a fresh welcome when this viewer is made or unmade a manager', () => {
    const me = 'a'.repeat(24)
    const made = (eventName: 'makeManager' | 'removeManager', data: object) =>
      applyFrame(applyFrame(initialChatState, welcome([], me)), {
        kind: 'event',
        id: 'e5',
        sendTime: '2026-11-26T10:00:00.000Z',
        eventName,
        isTest: false,
        data,
      } as ServerFrame)
    const stamp = { nickname: 'Mina', email: '', date: '2026-11-26T10:00:00.000Z' }
    expect(made('makeManager', { userOid: me, ...stamp }).stale).toBe(true)
    expect(made('makeManager', { userOid: 'b'.repeat(24), ...stamp }).stale).toBe(false)
    expect(made('removeManager', { userOids: `${'b'.repeat(24)},${me}` }).stale).toBe(true)
    expect(made('removeManager', { userOids: 'b'.repeat(24) }).stale).toBe(false)
  })

  it('starts a new stream with an empty chat, resuming after the last id', () => {
    let state = applyFrame(initialChatState, welcome([message('1'), message('2')]))
    state = applyFrame(state, event('liveOn', {}))
    expect(state.messages).toEqual([])
    expect(state.lastId).toBe('2')
    state = applyFrame(state, message('3'))
    expect(state.messages.map((line) => line.id)).toEqual(['3'])
  })
})

const cohostSender = {
  ...message('0').sender,
  userOid: `cohost:${'c'.repeat(24)}`,
  nickname: 'Mira',
  isCohost: true,
}
const reply = (phase: CohostReplyFrame['phase'], id: string, content = ''): CohostReplyFrame => ({
  kind: 'cohost',
  phase,
  id,
  sendTime: '2026-11-26T10:00:05.000Z',
  sender: cohostSender,
  content,
})
const shown = (state: ReturnType<typeof applyFrame>) =>
  state.messages.map((line) =>
    line.kind === 'message'
      ? `${line.id}:${line.content}${'streaming' in line ? '…' : ''}`
      : `${line.id}:notice`,
  )
const fold = (
  frames: ServerFrame[],
  from = applyFrame(initialChatState, welcome([message('1')])),
) => frames.reduce(applyFrame, from)

describe('applyFrame: the co-host reply', () => {
  it('streams from start through deltas in order, then the whole reply replaces the line', () => {
    const opened = fold([
      reply('start', '2'),
      reply('delta', '2', 'Hel'),
      reply('delta', '2', 'lo'),
    ])
    expect(shown(opened)).toEqual(['1:m1', '2:Hello…'])
    // A streaming reply is not resumed after: a reconnect must bring it finished.
    expect(opened.lastId).toBe('1')
    const ended = applyFrame(opened, reply('end', '2', 'Hello there!'))
    expect(shown(ended)).toEqual(['1:m1', '2:Hello there!'])
    expect(ended.lastId).toBe('2')
    const line = ended.messages[1] as LiveChatMessage
    expect(line.sender.isCohost).toBe(true)
    expect(line.sender.nickname).toBe('Mira')
  })

  it('keeps the reply in id order among messages sent while it streams', () => {
    const state = fold([reply('start', '2', 'Hi'), message('3'), reply('end', '2', 'Hi all')])
    expect(shown(state)).toEqual(['1:m1', '2:Hi all', '3:m3'])
  })

  it('withdraws a failed reply, and ignores a late frame of it', () => {
    const state = fold([
      reply('start', '2'),
      reply('delta', '2', 'Hm'),
      reply('failed', '2'),
      reply('delta', '2', 'late'),
      reply('start', '2', 'again'),
    ])
    expect(shown(state)).toEqual(['1:m1'])
  })

  it('ignores a start again or a late delta after the end: the reply shows exactly once', () => {
    const state = fold([
      reply('start', '2'),
      reply('delta', '2', 'A'),
      reply('end', '2', 'All'),
      reply('start', '2', 'A'),
      reply('delta', '2', 'B'),
      reply('end', '2', 'All again'),
    ])
    expect(shown(state)).toEqual(['1:m1', '2:All'])
  })

  it('ignores a start for a reply the history already holds finished', () => {
    const finished: LiveChatMessage = { ...message('2', 'Done'), sender: cohostSender }
    const state = fold(
      [reply('start', '2'), reply('delta', '2', 'x')],
      applyFrame(initialChatState, welcome([finished])),
    )
    expect(shown(state)).toEqual(['2:Done'])
  })

  it('takes the finished message of a resumed history over the streaming line', () => {
    let state = fold([reply('start', '2', 'Par'), message('3')])
    expect(state.lastId).toBe('1')
    const finished: LiveChatMessage = { ...message('2', 'Partly done'), sender: cohostSender }
    state = applyFrame(state, welcome([finished, message('3')]))
    expect(shown(state)).toEqual(['1:m1', '2:Partly done', '3:m3'])
    expect(state.lastId).toBe('3')
  })

  it('a reconnect drops a reply that stopped streaming meanwhile; a start brings it back with its text so far', () => {
    let state = fold([reply('start', '2', 'Par')])
    state = applyFrame(state, welcome([]))
    expect(shown(state)).toEqual(['1:m1'])
    state = fold([reply('start', '2', 'Partly'), reply('delta', '2', ' there')], state)
    expect(shown(state)).toEqual(['1:m1', '2:Partly there…'])
  })

  it('an end without its start (joined late) still shows the reply once', () => {
    const state = fold([reply('end', '2', 'Whole'), reply('end', '2', 'Whole')])
    expect(shown(state)).toEqual(['1:m1', '2:Whole'])
  })
})

describe('messageParts', () => {
  it('draws only the listed emoticons, by name or key; other tokens stay text', () => {
    expect(messageParts('hi :wave: and :gem:', [wave])).toEqual([
      { text: 'hi ' },
      { emoticon: wave },
      { text: ' and :gem:' },
    ])
    expect(messageParts('a:b:wave::e1.png:', [wave])).toEqual([
      { text: 'a:b' },
      { emoticon: wave },
      { emoticon: wave },
    ])
    expect(messageParts(':gem:', undefined)).toEqual([{ text: ':gem:' }])
    expect(messageParts('time 10:30: ok', [wave])).toEqual([{ text: 'time 10:30: ok' }])
  })
})
