import { describe, expect, it } from 'vitest'
import { HIDDEN_SENDER } from './contract'
import { toMessage } from './messages'

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
})
