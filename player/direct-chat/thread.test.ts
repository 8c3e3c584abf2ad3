import { describe, expect, it } from 'vitest'
import type { DirectMessage } from './direct-chat-api'
import { compareIds, lastStoredId, markFailed, mergeMessages, pendingLine } from './thread'

const message = (id: string, overrides: Partial<DirectMessage> = {}): DirectMessage => ({
  messageId: id,
  roomId: 'r'.repeat(24),
  senderOid: 'a'.repeat(24),
  kind: 'text',
  text: `message ${id}`,
  coins: 0,
  targetOid: null,
  clientMessageId: null,
  sentAt: '2026-01-02T00:00:00.000Z',
  ...overrides,
})

describe('the thread', () => {
  it('compares message ids as numbers, however long', () => {
    expect(compareIds('9', '10')).toBeLessThan(0)
    expect(compareIds('123', '123')).toBe(0)
    expect(compareIds('200', '199')).toBeGreaterThan(0)
  })

  it('keeps each message once, in id order, whichever way it came', () => {
    const first = mergeMessages([], [message('10'), message('9')])
    const again = mergeMessages(first, [message('10'), message('11'), message('8')])
    expect(again.map((line) => line.messageId)).toEqual(['8', '9', '10', '11'])
  })

  it('replaces my pending line by the stored message of its client id, after a failure too', () => {
    const now = new Date('2026-01-02T00:00:00.000Z')
    const base = { roomId: 'r'.repeat(24), senderOid: 'b'.repeat(24), now }
    let lines = mergeMessages([], [message('5')])
    lines = [...lines, pendingLine({ ...base, text: 'hi', clientMessageId: 'client-1' })]
    lines = [...lines, pendingLine({ ...base, text: 'later', clientMessageId: 'client-2' })]
    lines = markFailed(lines, 'client-1')
    expect(lines.map((line) => line.status)).toEqual(['sent', 'failed', 'sending'])
    lines = mergeMessages(lines, [message('6', { clientMessageId: 'client-1', text: 'hi' })])
    expect(lines.map((line) => [line.messageId, line.status])).toEqual([
      ['5', 'sent'],
      ['6', 'sent'],
      ['pending:client-2', 'sending'],
    ])
    expect(lastStoredId(lines)).toBe('6')
  })
})
