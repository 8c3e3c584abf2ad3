import { describe, expect, it } from 'vitest'
import type { ChatEvent } from '../../../web/stream'
import {
  applyEvent,
  type ChatItem,
  canRollbackTo,
  laterMessageCount,
  prependOlder,
  replyAfter,
  withPendingUser,
} from './messages'

const id = (n: number) => n.toString(16).padStart(24, '0')

function item(n: number, role: ChatItem['role'], text: string, parent: number | null): ChatItem {
  return {
    id: id(n),
    parentId: parent === null ? null : id(parent),
    role,
    text,
    status: 'complete',
    turnIndex: 0,
    alternatives: null,
    creditsCharged: null,
    error: null,
  }
}

const start = (messageId: number, parentId: number, userMessageId: number | null): ChatEvent => ({
  type: 'message-start',
  id: `${id(messageId)}:1`,
  data: {
    messageId: id(messageId),
    userMessageId: userMessageId === null ? null : id(userMessageId),
    parentId: id(parentId),
    roomId: id(99),
    turnIndex: 1,
    model: 'offline',
    offline: true,
    quote: 5,
    paidWith: 'hold',
  },
})
const delta = (text: string): ChatEvent => ({ type: 'text-delta', id: null, data: { delta: text } })

describe('applyEvent', () => {
  const greeting = [item(1, 'assistant', 'Welcome', null)]

  it('streams a new turn: the pending message takes its id, the reply grows and completes', () => {
    let items = withPendingUser(greeting, 'Hello', 'tmp')
    expect(items.at(-1)).toMatchObject({ status: 'sending', text: 'Hello' })
    items = applyEvent(items, start(3, 2, 2), 'tmp')
    items = applyEvent(items, delta('The keeper '))
    items = applyEvent(items, delta('nods.'))
    expect(items.map((entry) => [entry.id, entry.status, entry.text])).toEqual([
      [id(1), 'complete', 'Welcome'],
      [id(2), 'complete', 'Hello'],
      [id(3), 'streaming', 'The keeper nods.'],
    ])
    items = applyEvent(items, {
      type: 'message-end',
      id: null,
      data: { messageId: id(3), text: 'The keeper nods.', creditsCharged: 4, turnIndex: 1 },
    })
    expect(items.at(-1)).toMatchObject({ status: 'complete', creditsCharged: 4 })
  })

  it('a reroll replaces the reply and counts it as one more alternative', () => {
    const items = [...greeting, item(2, 'user', 'Hi', 1), item(3, 'assistant', 'Old', 2)]
    const next = applyEvent(items, start(4, 2, null))
    expect(next).toHaveLength(3)
    expect(next.at(-1)).toMatchObject({
      id: id(4),
      text: '',
      alternatives: { index: 2, total: 2, ids: [id(3), id(4)] },
    })
  })

  it('a resumed reply starts over in place without a new alternative', () => {
    const partial = { ...item(3, 'assistant', 'Half', 2), status: 'streaming' as const }
    const items = [...greeting, item(2, 'user', 'Hi', 1), partial]
    const next = applyEvent(items, start(3, 2, 2))
    expect(next).toHaveLength(3)
    expect(next.at(-1)).toMatchObject({ id: id(3), text: '', alternatives: null })
  })

  it('an error marks the reply failed with the spec text', () => {
    const items = applyEvent(greeting.concat(item(2, 'user', 'Hi', 1)), start(3, 2, 2))
    const next = applyEvent(items, {
      type: 'error',
      id: null,
      data: { messageId: id(3), error: 'Failed to respond to the message.', code: 'SERVER' },
    })
    expect(next.at(-1)).toMatchObject({
      status: 'failed',
      error: 'Failed to respond to the message.',
    })
  })
})

describe('path helpers', () => {
  it('prepends an older page without duplicates', () => {
    const items = [item(2, 'user', 'b', 1), item(3, 'assistant', 'c', 2)]
    const older = [item(1, 'assistant', 'a', null), item(2, 'user', 'b', 1)]
    expect(prependOlder(items, older).map((entry) => entry.text)).toEqual(['a', 'b', 'c'])
  })

  it('allows rollback only to a completed reply before the head', () => {
    const items = [
      item(1, 'assistant', 'a', null),
      item(2, 'user', 'b', 1),
      item(3, 'assistant', 'c', 2),
    ]
    expect(canRollbackTo(items, id(1))).toBe(true)
    expect(canRollbackTo(items, id(2))).toBe(false)
    expect(canRollbackTo(items, id(3))).toBe(false)
  })

  it('counts the messages a reply deletion takes with it after the reply', () => {
    const items = [
      item(1, 'assistant', 'a', null),
      item(2, 'user', 'b', 1),
      item(3, 'assistant', 'c', 2),
      item(4, 'user', 'd', 3),
      item(5, 'assistant', 'e', 4),
    ]
    expect(laterMessageCount(items, id(3))).toBe(2)
    expect(laterMessageCount(items, id(5))).toBe(0)
    expect(laterMessageCount(items, 'unknown')).toBe(0)
  })
})

describe('replyAfter', () => {
  const path = [
    item(1, 'assistant', 'Welcome.', null),
    item(2, 'user', 'Hello.', 1),
    item(3, 'assistant', 'Hi.', 2),
    item(4, 'user', 'Bye.', 3),
  ]

  it("is the reply to the player's message, which Save & regenerate rerolls", () => {
    expect(replyAfter(path, id(2))?.id).toBe(id(3))
  })

  it('is null for the last message, a reply, an unknown id or a reply still streaming', () => {
    expect(replyAfter(path, id(4))).toBeNull()
    expect(replyAfter(path, id(1))).toBeNull()
    expect(replyAfter(path, id(9))).toBeNull()
    const streaming = path.map((message) =>
      message.id === id(3) ? { ...message, status: 'streaming' as const } : message,
    )
    expect(replyAfter(streaming, id(2))).toBeNull()
  })
})
