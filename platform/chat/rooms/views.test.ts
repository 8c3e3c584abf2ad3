import { describe, expect, it } from 'vitest'
import type { ChatMessage } from './messages'
import { messageView } from './views'

function message(oid: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    oid,
    room_oid: 'room',
    parent_oid: 'parent',
    role: 'assistant',
    text: `text of ${oid}`,
    status: 'complete',
    turn_index: 1,
    depth: 2,
    state: null,
    request_id: null,
    model: null,
    paid_with: null,
    credits_charged: 3,
    error: null,
    hidden: false,
    created_at: new Date(0),
    ...overrides,
  } as ChatMessage
}

describe('messageView', () => {
  it('places a message among its alternatives, counting from one', () => {
    const siblings = [message('x'), message('y'), message('z')]
    expect(messageView(siblings[1] as ChatMessage, siblings).alternatives).toEqual({
      index: 2,
      total: 3,
      ids: ['x', 'y', 'z'],
    })
  })

  it('leaves alternatives out without siblings and renames the columns for the wire', () => {
    const view = messageView(message('x'))
    expect(view.alternatives).toBeUndefined()
    expect(view).toMatchObject({
      messageId: 'x',
      parentId: 'parent',
      turnIndex: 1,
      creditsCharged: 3,
      text: 'text of x',
    })
  })
})
