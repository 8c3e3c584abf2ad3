import { describe, expect, it } from 'vitest'
import { HIDDEN_SENDER } from './contract'
import { toLine, toMessage } from './messages'

const sender = {
  userOid: 'u'.repeat(24),
  nickname: 'Named',
  nicknameColors: ['#e25555', '#5577e2'] as [string, string],
  tierHash: null,
  tierName: null,
  tierPhoto: null,
  userPhoto: null,
  subscriptionMonths: 0,
  isAdmin: false,
  isCreator: false,
  isManager: false,
}
const row = {
  id: '42',
  creator_oid: 'c'.repeat(24),
  stream_oid: null,
  user_oid: 'u'.repeat(24),
  content: 'hello',
  is_hidden_name: false,
  sender,
  emoticons: [],
  send_time: new Date('2026-01-01T00:00:00Z'),
  notice: null,
  notice_key: null,
  deleted_at: null,
}

describe('toMessage', () => {
  it('shows a stored message as viewers receive it', () => {
    expect(toMessage(row)).toEqual({
      kind: 'message',
      id: '42',
      sendTime: '2026-01-01T00:00:00.000Z',
      content: 'hello',
      sender,
      emoticons: [],
      isBan: false,
      isHiddenName: false,
    })
  })
  it('names nobody for a hidden name, whatever the row kept', () => {
    expect(toMessage({ ...row, is_hidden_name: true }).sender).toEqual(HIDDEN_SENDER)
  })
  it('empties a deleted message, its emoticons too', () => {
    const wave = { key: 'w.png', name: 'wave', url: '/w.png', size: 28 }
    const deleted = { ...row, emoticons: [wave], deleted_at: new Date('2026-01-01T00:01:00Z') }
    expect(toMessage(deleted)).toMatchObject({ content: '', emoticons: [], deleted: true })
    expect(toMessage(row)).not.toHaveProperty('deleted')
  })
})

describe('toLine', () => {
  it('reads a row with a notice as a system line', () => {
    const notice = { type: 'timeout' as const, target: 'Mina', minutes: 10 }
    expect(toLine({ ...row, notice })).toEqual({
      kind: 'notice',
      id: '42',
      sendTime: '2026-01-01T00:00:00.000Z',
      notice,
    })
    expect(toLine(row).kind).toBe('message')
  })
})
